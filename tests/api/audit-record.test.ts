import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "../../api/audit/record.ts";
import { availableBackends, createCommunity, register, startApi, type TestApi } from "./harness.ts";

const BACKENDS = await availableBackends();

describe.each(BACKENDS)("audit record (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("stores the entry with the actor's label, and nothing when the transaction rolls back", async () => {
    const manager = await register(api);
    const community = await createCommunity(api, manager);
    const at = new Date("2026-11-25T10:00:00Z");
    await api.db.transaction((tx) =>
      recordAudit(tx, {
        communityId: community.id,
        actorUserId: manager.userId,
        kind: "member_renamed",
        subjectLabel: "Patricia",
        details: { from: "Pat", to: "Patricia" },
        at,
      }),
    );
    await expect(
      api.db.transaction(async (tx) => {
        await recordAudit(tx, { communityId: community.id, actorUserId: null, kind: "plan_changed", at });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const { rows } = await api.db.query<{ kind: string; actor_label: string | null; details: unknown }>(
      "SELECT kind, actor_label, details FROM audit_events WHERE community_id = $1",
      [community.id],
    );
    expect(rows).toEqual([
      { kind: "member_renamed", actor_label: manager.email, details: { from: "Pat", to: "Patricia" } },
    ]);
  });
});
