// People by CSV (decision 031): check → fix → import in one transaction, invitations after the commit within
// the limits, bad files refused with a clear 4xx (never a 5xx, nothing half imported), and the export.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PEOPLE_CSV_LIMITS,
  peopleCsvExportSchema,
  peopleCsvImportResponseSchema,
  peopleCsvPreviewSchema,
} from "../../contract/people-csv.ts";
import {
  addMember,
  availableBackends,
  createCommunity,
  register,
  startApi,
  type CreatedCommunity,
  type Registered,
  type TestApi,
} from "./harness.ts";

const BACKENDS = await availableBackends();

describe.each(BACKENDS)("people by CSV (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function group(name = "School") {
    const manager = await register(api, { first_name: "Mona", last_name: "Manager" });
    const c = await createCommunity(api, manager, name);
    return { manager, c };
  }

  const check = (c: CreatedCommunity, m: Registered, csv: string) =>
    api.call("POST", `/v1/communities/${c.id}/people_csv`, { token: m.token, body: { csv } });
  const importIt = (c: CreatedCommunity, m: Registered, previewId: string) =>
    api.call("POST", `/v1/communities/${c.id}/people_csv/${previewId}/import`, { token: m.token });

  async function counts(communityId: string) {
    const members = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM members WHERE community_id = $1",
      [communityId],
    );
    const bars = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bars WHERE community_id = $1",
      [communityId],
    );
    const community = await api.db.query<{ member_count: number }>(
      "SELECT member_count FROM communities WHERE id = $1",
      [communityId],
    );
    return {
      members: members.rows[0]!.n,
      bars: bars.rows[0]!.n,
      memberCount: community.rows[0]!.member_count,
    };
  }

  /** 200 people; with `problems`, row 50 has a bad address, row 120 repeats row 10's name, row 199 is nameless. */
  function twoHundred(problems: boolean): string {
    const lines = ["Name;Email;Invite now"];
    for (let i = 1; i <= 200; i += 1) {
      let name = `Pupil ${i}`;
      let email = i % 4 === 0 ? `pupil${i}@example.org` : "";
      if (problems && i === 50) email = "pupil50(at)example.org";
      if (problems && i === 120) name = "pupil 10";
      if (problems && i === 199) name = "";
      lines.push(`${name};${email};no`);
    }
    return lines.join("\r\n");
  }

  it("checks 200 rows with 3 problems, refuses to import them, then imports the fixed file in one go", async () => {
    const { manager, c } = await group();
    const before = await counts(c.id);
    const first = await check(c, manager, twoHundred(true));
    expect(first.status, first.text).toBe(200);
    const preview = peopleCsvPreviewSchema.parse(first.json);
    expect(preview.header).toBe(true);
    expect(preview.counts).toEqual({ add: 197, invite: 0, problem: 3 });
    const problems = preview.rows.filter((r) => r.verdict === "problem");
    expect(problems.map((r) => [r.line, r.problems.map((p) => p.code)])).toEqual([
      [51, ["bad_email"]],
      [121, ["duplicate_name_in_file"]],
      [200, ["empty_name"]],
    ]);
    expect(problems[1]!.problems[0]!.other_line).toBe(11);
    // The stored check reads the same.
    const again = await api.call("GET", `/v1/communities/${c.id}/people_csv/${preview.preview_id}`, {
      token: manager.token,
    });
    expect(peopleCsvPreviewSchema.parse(again.json).counts).toEqual(preview.counts);

    const refused = await importIt(c, manager, preview.preview_id);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ error: "csv_has_problems", details: { problems: 3 } });
    expect(await counts(c.id)).toEqual(before);

    const fixed = peopleCsvPreviewSchema.parse((await check(c, manager, twoHundred(false))).json);
    expect(fixed.counts).toEqual({ add: 200, invite: 0, problem: 0 });
    const done = await importIt(c, manager, fixed.preview_id);
    expect(done.status, done.text).toBe(200);
    expect(peopleCsvImportResponseSchema.parse(done.json)).toEqual({
      added: 200,
      invited: 0,
      not_invited: 0,
    });
    expect(await counts(c.id)).toEqual({
      members: before.members + 200,
      bars: before.bars + 200,
      memberCount: before.memberCount + 200,
    });
    // In the file's order, each with a bar of their own, as adding one person does.
    const list = await api.call("GET", `/v1/communities/${c.id}/members`, { token: manager.token });
    const members = (list.json as { members: { first_name: string; bar_ids: string[]; state: string }[] })
      .members;
    expect(members.slice(1, 4).map((m) => m.first_name)).toEqual(["Pupil 1", "Pupil 2", "Pupil 3"]);
    expect(members.slice(1).every((m) => m.bar_ids.length === 1)).toBe(true);
    const bar = await api.db.query<{ name: string }>("SELECT name FROM bars WHERE id = $1", [
      members[1]!.bar_ids[0],
    ]);
    expect(bar.rows[0]!.name).toBe("Bar for Pupil 1");
    const versions = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bar_versions WHERE bar_id = ANY($1::uuid[])",
      [members.slice(1).map((m) => m.bar_ids[0])],
    );
    expect(versions.rows[0]!.n).toBe(200);
    const audit = await api.db.query<{ kind: string; details: unknown; actor_label: string }>(
      "SELECT kind, details, actor_label FROM audit_events WHERE community_id = $1",
      [c.id],
    );
    expect(audit.rows).toEqual([
      { kind: "csv_imported", details: { added: 200, invite_requested: 0 }, actor_label: "Mona Manager" },
    ]);
    // A check is used once; the names are now the group's.
    expect((await importIt(c, manager, fixed.preview_id)).status).toBe(404);
    const third = peopleCsvPreviewSchema.parse((await check(c, manager, twoHundred(false))).json);
    expect(third.counts.problem).toBe(200);
    expect(third.rows[0]!.problems).toEqual([{ code: "existing_name", other_line: null }]);
  });

  it("checks again at import: a name taken meanwhile, or the plan filled, stops the whole file", async () => {
    const { manager, c } = await group();
    const preview = peopleCsvPreviewSchema.parse((await check(c, manager, "name\nAna\nBo\nCy\n")).json);
    const taken = await api.call("POST", `/v1/communities/${c.id}/members`, {
      token: manager.token,
      body: { first_name: "BO", last_name: "" },
    });
    expect(taken.status).toBe(200);
    expect((await importIt(c, manager, preview.preview_id)).json).toEqual({
      error: "csv_has_problems",
      details: { problems: 1 },
    });
    const fresh = peopleCsvPreviewSchema.parse((await check(c, manager, "name\nAna\nCy\nDee\n")).json);
    await api.db.query("UPDATE communities SET member_limit = member_count + 2 WHERE id = $1", [c.id]);
    const limited = await api.call("GET", `/v1/communities/${c.id}/people_csv/${fresh.preview_id}`, {
      token: manager.token,
    });
    const reread = peopleCsvPreviewSchema.parse(limited.json);
    expect(reread.free_slots).toBe(2);
    expect(reread.rows.map((r) => r.verdict)).toEqual(["add", "add", "problem"]);
    expect(reread.rows[2]!.problems[0]!.code).toBe("over_limit");
    expect((await importIt(c, manager, fresh.preview_id)).status).toBe(400);
    const names = await api.db.query<{ first_name: string }>(
      "SELECT first_name FROM members WHERE community_id = $1 AND user_id IS NULL",
      [c.id],
    );
    expect(names.rows.map((r) => r.first_name)).toEqual(["BO"]);
  });

  it("invites after the commit within the invitation limits, without a copy per person to the manager", async () => {
    const { manager, c } = await group();
    const lines = ["name,email,invite now"];
    for (let i = 1; i <= 35; i += 1) lines.push(`Guest ${i},guest${i}.${c.id.slice(0, 8)}@example.org,yes`);
    lines.push("Quiet,quiet@example.org,no");
    const unverified = peopleCsvPreviewSchema.parse((await check(c, manager, lines.join("\n"))).json);
    expect(unverified.can_invite).toBe(false);
    expect(unverified.counts).toEqual({ add: 36, invite: 0, problem: 0 });
    await api.db.query("UPDATE users SET email_verified = true WHERE id = $1", [manager.userId]);
    const preview = peopleCsvPreviewSchema.parse((await check(c, manager, lines.join("\n"))).json);
    expect(preview.counts).toEqual({ add: 1, invite: 35, problem: 0 });
    const toManager = async () =>
      (await api.db.query("SELECT 1 FROM mail_outbox WHERE to_address = $1", [manager.email])).rows.length;
    const managerMailBefore = await toManager();
    const done = await importIt(c, manager, preview.preview_id);
    expect(done.status, done.text).toBe(200);
    // 30 invitations an hour per manager, as from a person's page.
    expect(done.json).toEqual({ added: 36, invited: 30, not_invited: 5 });
    const states = await api.db.query<{ state: string; n: number }>(
      "SELECT state, count(*)::int AS n FROM members WHERE community_id = $1 AND user_id IS NULL GROUP BY state ORDER BY state",
      [c.id],
    );
    expect(states.rows).toEqual([
      { state: "invited", n: 30 },
      { state: "uninvited", n: 6 },
    ]);
    const mail = await api.db.query<{ kind: string }>(
      "SELECT kind FROM mail_outbox WHERE to_address LIKE $1",
      [`%.${c.id.slice(0, 8)}@example.org`],
    );
    expect(mail.rows).toHaveLength(30);
    expect(await toManager()).toBe(managerMailBefore);
    // The addresses invited are the group's now.
    const next = peopleCsvPreviewSchema.parse(
      (await check(c, manager, `name,email\nNew,guest1.${c.id.slice(0, 8)}@example.org\n`)).json,
    );
    expect(next.rows[0]!.problems.map((p) => p.code)).toEqual(["existing_email"]);
  });

  it("refuses bad files with a clear 4xx and never a 5xx, adding no one", async () => {
    const { manager, c } = await group();
    const before = await counts(c.id);
    const malformed = await check(c, manager, 'name,email\nAna,ana@example.org\n"Bo,bo@example.org\nCy\n');
    expect(malformed.status).toBe(400);
    expect((malformed.json as { error: string }).error).toBe("csv_malformed");
    const tenMegabytes = await check(c, manager, "Person\n".repeat(1_500_000));
    expect(tenMegabytes.status).toBe(413);
    expect((tenMegabytes.json as { error: string }).error).toBe("too_large");
    const justOver = await check(c, manager, "n\n" + "é".repeat(PEOPLE_CSV_LIMITS.maxBytes / 2));
    expect(justOver.json).toEqual({
      error: "csv_too_large",
      details: { max_bytes: PEOPLE_CSV_LIMITS.maxBytes },
    });
    const hundredThousand = await check(
      c,
      manager,
      Array.from({ length: 100_000 }, (_, i) => `P${i}`).join("\n"),
    );
    expect(hundredThousand.json).toEqual({
      error: "csv_too_many_rows",
      details: { max_rows: PEOPLE_CSV_LIMITS.maxRows },
    });
    expect((await check(c, manager, "")).json).toEqual({ error: "csv_empty", details: {} });
    expect((await check(c, manager, "email\nx@example.org\n")).json).toEqual({
      error: "csv_no_name_column",
      details: {},
    });
    const binary = await check(c, manager, "PK\u0003\u0004\u0000\u0000");
    expect(binary.status).toBe(400);
    const duplicates = peopleCsvPreviewSchema.parse(
      (await check(c, manager, "name,email\nAna,same@example.org\nBo,SAME@example.org\n")).json,
    );
    expect(duplicates.rows[1]!.problems).toEqual([{ code: "duplicate_email_in_file", other_line: 2 }]);
    expect((await importIt(c, manager, duplicates.preview_id)).status).toBe(400);
    expect(
      (await api.call("POST", `/v1/communities/${c.id}/people_csv`, { token: manager.token, body: {} }))
        .status,
    ).toBe(400);
    expect(await counts(c.id)).toEqual(before);
  });

  it("is for the group's managers only, and a check for the manager who made it", async () => {
    const { manager, c } = await group();
    const member = await register(api);
    await addMember(api, c.id, member);
    const coManager = await register(api);
    await addMember(api, c.id, coManager, "manager");
    const stranger = await register(api);
    const preview = peopleCsvPreviewSchema.parse((await check(c, manager, "name\nAna\n")).json);
    const base = `/v1/communities/${c.id}`;
    for (const [method, path] of [
      ["POST", `${base}/people_csv`],
      ["GET", `${base}/people_csv/${preview.preview_id}`],
      ["POST", `${base}/people_csv/${preview.preview_id}/import`],
      ["GET", `${base}/people_export`],
    ] as const) {
      const body = method === "POST" && path.endsWith("people_csv") ? { csv: "name\nX\n" } : undefined;
      expect((await api.call(method, path, { body })).status).toBe(401);
      expect((await api.call(method, path, { token: stranger.token, body })).status).toBe(404);
      expect((await api.call(method, path, { token: member.token, body })).status).toBe(403);
    }
    expect(
      (await api.call("GET", `${base}/people_csv/${preview.preview_id}`, { token: coManager.token })).status,
    ).toBe(404);
    expect((await importIt(c, coManager, preview.preview_id)).status).toBe(404);
    expect((await importIt(c, manager, "not-a-uuid")).status).toBe(404);
    // Expired after an hour.
    api.clock.advance(61 * 60 * 1000);
    expect((await importIt(c, manager, preview.preview_id)).status).toBe(404);
  });

  it("exports the people and their bars, formulas neutralised, UTF-8 with a BOM", async () => {
    const { manager, c } = await group("Écoles & Co");
    const file = [
      "name,email,invite now",
      '"=HYPERLINK(""http://evil.example"",""click"")",,no',
      "+Plus,,no",
      "-Minus,,no",
      "@At,,no",
      "Zoë Ünal,zoe@example.org,no",
    ].join("\n");
    const preview = peopleCsvPreviewSchema.parse((await check(c, manager, file)).json);
    expect(preview.counts.problem).toBe(0);
    expect((await importIt(c, manager, preview.preview_id)).status).toBe(200);
    const r = await api.call("GET", `/v1/communities/${c.id}/people_export`, { token: manager.token });
    expect(r.status).toBe(200);
    const exported = peopleCsvExportSchema.parse(r.json);
    expect(exported.file_name).toMatch(/^people-ecoles-co-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.csv.startsWith("\uFEFF")).toBe(true);
    const lines = exported.csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe('"name","email","role","state","bars"');
    expect(lines[1]).toMatch(/^"Mona Manager","[^"]+@example.com","manager","active","[^"]*"$/);
    expect(lines.slice(2)).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""click"")","","member","uninvited","Bar for =HYPERLINK(""http://evil.example"",""click"")"`,
      `"'+Plus","","member","uninvited","Bar for +Plus"`,
      `"'-Minus","","member","uninvited","Bar for -Minus"`,
      `"'@At","","member","uninvited","Bar for @At"`,
      `"Zoë Ünal","","member","uninvited","Bar for Zoë Ünal"`,
    ]);
  });
});
