// Where a member lands after signing in, against the real /v1: their own bars (/my-bars), where a change that
// waits for their OK shows with its Approve button, so that one step after signing in reaches it; a remembered
// page still comes first.
import { describe, expect, it } from "vitest";
import { loader as homeLoader } from "../../app/auth/home.tsx";
import { loader as myBarsLoader } from "../../app/member-say/my-bars.tsx";
import type { SessionData } from "../../app/shared/session.server.ts";
import { makeContext, thrown } from "./helpers.ts";
import { barFor, memberOf, realV1, signedInManager, v1Ok } from "./real-v1.ts";
import { callLoader } from "./route-call.ts";

const v1 = realV1();

async function landing(data: SessionData) {
  const { context } = makeContext(data);
  const response = await thrown(
    callLoader(homeLoader, { request: new Request("http://portal.test/"), context }),
  );
  return response.headers.get("Location");
}

const link = (label: string) => ({
  kind: "link",
  is_primary: false,
  configuration: { label, url: `https://${label.toLowerCase()}.example.com/` },
});

describe("a member signing in", () => {
  it("lands on their bars, where a change waiting for their OK is shown with its answers", async () => {
    const manager = await signedInManager(v1.api);
    const { memberId, person } = await memberOf(v1.api, manager, { first_name: "Pat", state: "active" });
    const pat = person!;
    const bar = await barFor(v1.api, manager, { name: "Pat's bar", items: [link("News")], memberId });
    await v1Ok(v1.api, "PUT", `/v1/communities/${manager.communityId}/members/${memberId}/approval`, {
      token: pat.token,
      body: { required: true },
    });
    await v1Ok(v1.api, "PUT", `/v1/communities/${manager.communityId}/bars/${bar.id}`, {
      token: manager.token,
      body: { name: "Pat's bar", is_shared: false, items: [link("Weather")], base_version: bar.version },
    });

    const location = await landing(pat.session);
    expect(location).toBe("/my-bars");
    const { context } = makeContext(pat.session);
    const page = await callLoader(myBarsLoader, {
      request: new Request(`http://portal.test${location}`),
      context,
    });
    const shown = page.view.bars.find((b) => b.barId === bar.id);
    expect(shown?.waiting?.version).toBeGreaterThan(bar.version);
  });

  it("goes to the page they asked for first, when there was one", async () => {
    const manager = await signedInManager(v1.api);
    const pat = (await memberOf(v1.api, manager, { first_name: "Pat", state: "active" })).person!;
    expect(await landing({ ...pat.session, returnTo: "/account/password" })).toBe("/account/password");
    expect(await landing({ ...pat.session, returnTo: "//evil.example/" })).toBe("/my-bars");
  });
});
