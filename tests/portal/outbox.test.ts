// /dev/outbox against the real /v1: the mail the service sent (a new account's confirmation mail, with its
// link), absent in production unless DEV_OUTBOX=1 (without asking /v1), and 404 whenever /v1 does not serve
// its outbox (the service started without it, as in production).
import { describe, expect, it } from "vitest";
import { loader } from "../../app/dev-outbox/outbox.tsx";
import { makeContext, usePortalEnv } from "./helpers.ts";
import { signedInUser, realV1 } from "./real-v1.ts";
import { callLoader } from "./route-call.ts";

const v1 = realV1();

function load(to = "") {
  const { context } = makeContext();
  const query = to ? `?to=${encodeURIComponent(to)}` : "";
  return callLoader(loader, { request: new Request(`http://portal.test/dev/outbox${query}`), context });
}

describe("/dev/outbox", () => {
  it("does not exist in production unless DEV_OUTBOX=1, without even asking /v1", async () => {
    usePortalEnv({ NODE_ENV: "production" });
    const before = v1.api.logs.length;
    await expect(load()).rejects.toMatchObject({ init: { status: 404 } });
    expect(v1.api.logs.slice(before).join("\n")).not.toContain("/v1/dev/outbox");
  });

  it("is 404 whenever /v1 does not serve its outbox", async () => {
    // The service's own switch (DEV_OUTBOX), read on each request: off, as a production /v1 runs.
    v1.api.config.devOutbox = false;
    try {
      await expect(load()).rejects.toMatchObject({ init: { status: 404 } });
    } finally {
      v1.api.config.devOutbox = true;
    }
  });

  it("lists the mail in production when DEV_OUTBOX=1", async () => {
    usePortalEnv({ NODE_ENV: "production", DEV_OUTBOX: "1" });
    const user = await signedInUser(v1.api);
    const before = v1.api.logs.length;
    const result = await load(user.email);
    // The service's request log names the call (what the first test checks is absent).
    expect(v1.api.logs.slice(before).join("\n")).toContain("/v1/dev/outbox");
    expect(result.failure).toBeNull();
    expect(result.messages).toHaveLength(1);
    expect(result.messages[0]).toMatchObject({ kind: "verify_email", to: user.email });
    // Its time at the reader's clock: a visitor whose zone is not known reads UTC, and is told so.
    expect(result.messages[0]!.time).toMatch(/^\w+ \d{1,2}, \d{4} at \d{1,2}:\d\d\s[AP]M UTC$/);
    expect(result.messages[0]!.links).toEqual([
      expect.stringMatching(new RegExp(`^http://portal\\.test/confirm-email/${user.userId}/[^/]+$`)),
    ]);
  });
});
