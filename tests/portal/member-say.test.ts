// "Changes wait for my OK" against the real /v1: a real group where a manager's change to Pat's bar waits for
// Pat; Pat's answers on /my-bars (approve, not now on a version that is no longer current, the setting) and the
// manager's "turn it on", checked by the approval state /v1 then holds, with the words the pages show.
import { describe, expect, it } from "vitest";
import { action as myBarsAction, loader as myBarsLoader } from "../../app/member-say/my-bars.tsx";
import { action as turnOnAction } from "../../app/member-say/turn-on.tsx";
import type { SessionData } from "../../app/shared/session.server.ts";
import { formRequest, makeContext, thrown } from "./helpers.ts";
import { barFor, memberOf, realV1, signedInManager, v1Ok, watchRequests, type Manager } from "./real-v1.ts";
import { callAction, callLoader } from "./route-call.ts";

const v1 = realV1();

const link = (label: string) => ({
  kind: "link",
  is_primary: false,
  configuration: { label, url: `https://${label.toLowerCase()}.example.com/` },
});

/** A manager, Pat (joined, with an account) and Pat's bar [Email, Skype] at version 1. */
async function group() {
  const manager = await signedInManager(v1.api, { first_name: "Sam" });
  const { memberId, person } = await memberOf(v1.api, manager, { first_name: "Pat", state: "active" });
  const bar = await barFor(v1.api, manager, {
    name: "Pat's bar",
    items: [link("Email"), link("Skype")],
    memberId,
  });
  return { manager, memberId, pat: person!, barId: bar.id };
}
type Group = Awaited<ReturnType<typeof group>>;

const approvalPath = (g: Group) => `/v1/communities/${g.manager.communityId}/members/${g.memberId}/approval`;

/** Pat's setting as /v1 keeps it. */
async function approval(g: Group) {
  const answer = await v1Ok(v1.api, "GET", approvalPath(g), { token: g.pat.token });
  return answer.json as {
    required: boolean;
    email_me: boolean;
    set_by: { user_id: string } | null;
    bars: {
      bar_id: string;
      approved_version: number;
      current_version: number;
      waiting_since: string | null;
    }[];
  };
}

/** Pat's bar in that state (Pat has a bar of their own too, made when they joined). */
async function barState(g: Group) {
  return (await approval(g)).bars.find((b) => b.bar_id === g.barId);
}

/** Pat turns it on; the manager saves a change to Pat's bar, which now waits (its new version). */
async function changeWaiting(g: Group, labels: string[]) {
  await v1Ok(v1.api, "PUT", approvalPath(g), { token: g.pat.token, body: { required: true } });
  return save(g.manager, g.barId, labels);
}

async function save(manager: Manager, barId: string, labels: string[]) {
  const path = `/v1/communities/${manager.communityId}/bars/${barId}`;
  const current = (await v1Ok(v1.api, "GET", path, { token: manager.token })).json as { version: number };
  const saved = await v1Ok(v1.api, "PUT", path, {
    token: manager.token,
    body: { name: "Pat's bar", is_shared: false, items: labels.map(link), base_version: current.version },
  });
  return (saved.json as { bar: { version: number } }).bar.version;
}

function onMyBars(session: SessionData, fields: Record<string, string>) {
  const { context, session: s } = makeContext(session);
  return {
    result: callAction(myBarsAction, { request: formRequest("/my-bars", fields), context }),
    session: s,
  };
}

describe("the member's answers on /my-bars", () => {
  it("draws the waiting change beside the bar as the computer shows it (the member's bar reads the approved one)", async () => {
    const g = await group();
    await changeWaiting(g, ["BBC News", "Email"]);
    const { context } = makeContext(g.pat.session);
    const page = await callLoader(myBarsLoader, {
      request: new Request("http://portal.test/my-bars"),
      context,
    });
    const i = page.view.bars.findIndex((bar) => bar.barId === g.barId);
    expect(page.view.bars[i]!.shown.map((t) => t.label)).toEqual(["Email", "Skype"]);
    const drawn = page.pictures[g.barId]!;
    expect(drawn.now.items.map((t) => t.configuration.label)).toEqual(["Email", "Skype"]);
    expect(drawn.after?.items.map((t) => t.configuration.label)).toEqual(["BBC News", "Email"]);
    expect(drawn.now.base).toBeNull();
  });

  it("draws the group base bar inside the member's bar and answers both changes with one approval", async () => {
    const g = await group();
    const basePath = `/v1/communities/${g.manager.communityId}/base_bar`;
    const putBase = async (labels: string[]) =>
      (
        (
          await v1Ok(v1.api, "PUT", basePath, {
            token: g.manager.token,
            body: { position: "last", items: labels.map(link) },
          })
        ).json as { base_bar: { bar: { id: string; version: number } } }
      ).base_bar.bar;
    await putBase(["Help"]);
    const version = await changeWaiting(g, ["BBC News", "Email"]);
    const base = await putBase(["Help", "Timetable"]);
    const { context } = makeContext(g.pat.session);
    const page = await callLoader(myBarsLoader, {
      request: new Request("http://portal.test/my-bars"),
      context,
    });
    // The base bar is a bar of the state (marked), drawn merged at the end of Pat's bar, now and after.
    expect(page.view.bars.find((b) => b.barId === base.id)?.isBase).toBe(true);
    const drawn = page.pictures[g.barId]!;
    expect(drawn.now.base).toMatchObject({ position: "last" });
    expect(drawn.now.base?.items.map((t) => t.configuration.label)).toEqual(["Help"]);
    expect(drawn.after?.base?.items.map((t) => t.configuration.label)).toEqual(["Help", "Timetable"]);
    const { result, session } = onMyBars(g.pat.session, {
      intent: "approve",
      barId: g.barId,
      version: String(version),
      baseBarVersion: String(base.version),
    });
    await thrown(result);
    expect(session.data.banner?.kind).toBe("success");
    const after = await approval(g);
    expect(after.bars.map((b) => b.waiting_since)).toEqual(after.bars.map(() => null));
    expect(after.bars.find((b) => b.bar_id === base.id)).toMatchObject({ approved_version: base.version });
  });

  it("approves the version the member saw, and says the computer shows it now", async () => {
    const g = await group();
    const version = await changeWaiting(g, ["BBC News", "Email"]);
    const { result, session } = onMyBars(g.pat.session, {
      intent: "approve",
      barId: g.barId,
      version: String(version),
    });
    const response = await thrown(result);
    expect(await barState(g)).toMatchObject({ approved_version: version, waiting_since: null });
    expect(response.headers.get("Location")).toBe("/my-bars");
    expect(session.data.banner).toEqual({
      kind: "success",
      message: "Thank you. Your computer now shows the changed bar.",
    });
  });

  it("says so in plain words when the bar changed again meanwhile", async () => {
    const g = await group();
    const seen = await changeWaiting(g, ["BBC News", "Email"]);
    await save(g.manager, g.barId, ["Weather"]);
    const { result, session } = onMyBars(g.pat.session, {
      intent: "not-now",
      barId: g.barId,
      version: String(seen),
    });
    expect((await thrown(result)).headers.get("Location")).toBe("/my-bars");
    expect(session.data.banner?.message).toBe(
      "The bar was changed again while you were looking. Please look at the changes below again.",
    );
    expect(await barState(g)).toMatchObject({ approved_version: 1 });
  });

  it("saves the setting from its two checkboxes (unticked is off)", async () => {
    const g = await group();
    await v1Ok(v1.api, "PUT", approvalPath(g), { token: g.pat.token, body: { required: true } });
    const { result, session } = onMyBars(g.pat.session, { intent: "settings", emailMe: "on" });
    await thrown(result);
    expect(await approval(g)).toMatchObject({ required: false, email_me: true });
    expect(session.data.banner?.message).toBe("Saved. Changes to your bars now reach your computer at once.");
  });

  it("refuses a tampered form without calling /v1 to answer", async () => {
    const g = await group();
    const version = await changeWaiting(g, ["BBC News"]);
    const requests = watchRequests(v1.api);
    const { result, session } = onMyBars(g.pat.session, { intent: "approve", barId: g.barId, version: "x" });
    expect((await thrown(result)).headers.get("Location")).toBe("/my-bars");
    expect(session.data.banner?.message).toBe("That did not work. Please try again.");
    expect((await requests()).filter((r) => r.method !== "GET")).toEqual([]);
    expect(await barState(g)).toMatchObject({ approved_version: 1, current_version: version });
  });
});

describe("a manager turns it on", () => {
  it("turns it on for the member (a manager may send only required: true), and names the member", async () => {
    const g = await group();
    const { context, session } = makeContext(g.manager.session);
    const request = formRequest(`/dashboard/members/${g.memberId}/approval`, {});
    const result = callAction(turnOnAction, { request, context, params: { memberId: g.memberId } });
    const response = await thrown(result);
    expect(await approval(g)).toMatchObject({ required: true, set_by: { user_id: g.manager.userId } });
    expect(response.headers.get("Location")).toBe(`/dashboard/members/${g.memberId}`);
    expect(session.data.banner?.message).toBe("Changes now wait for Pat's OK.");
  });
});
