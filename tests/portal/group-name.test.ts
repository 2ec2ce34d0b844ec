// The group's name pages say "group", never "account" (which is the signed-in person's own): renaming, against
// the real /v1.
import { describe, expect, it } from "vitest";
import { action as renameAction } from "../../app/account/rename-community.tsx";
import { formRequest, makeContext, thrown } from "./helpers.ts";
import { realV1, signedInManager } from "./real-v1.ts";
import { callAction } from "./route-call.ts";

const v1 = realV1();

describe("the group's name", () => {
  it("renames the group and says so in the group's words", async () => {
    const manager = await signedInManager(v1.api, { group: "Oak" });
    const { context, session } = makeContext(manager.session);
    const response = await thrown(
      callAction(renameAction, { request: formRequest("/account/name", { name: "Elm" }), context }),
    );
    expect(response.headers.get("Location")).toBe("/account");
    expect(session.data.banner).toEqual({ kind: "success", message: "Group name updated." });
  });
});
