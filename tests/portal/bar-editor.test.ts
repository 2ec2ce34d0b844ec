// The bar editor's actions against the real /v1: every change is kept as the manager's draft there, Save commits
// it, a save refused because another manager saved meanwhile keeps the manager's work ("Save my version" then
// re-bases and commits it), and the button page checks links with /v1's link checker, here reaching a site
// served on loopback (LINK_CHECK=loopback: every host name stands for 127.0.0.1). Checked by the bar, its draft
// and its versions as /v1 then holds them.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as editButtonAction } from "../../app/bar-editor/edit-button.tsx";
import { action as editorAction } from "../../app/bar-editor/editor.tsx";
import { createItem, toWire } from "../../common/catalogue/index.ts";
import { formRequest, makeContext, thrown } from "./helpers.ts";
import {
  barFor,
  barNow,
  draftNow,
  memberOf,
  putDraft,
  realV1,
  signedInManager,
  v1Ok,
  watchRequests,
  type Manager,
} from "./real-v1.ts";
import { callAction, type ServerArgs } from "./route-call.ts";

const v1 = realV1({ linkCheckOffline: false, linkCheckLoopback: true, allowLoopbackLinks: true });

/** A web site on loopback: /gone answers 410, anything else a page. */
let site: http.Server;
let port: number;
beforeAll(async () => {
  site = http.createServer((req, res) => {
    res.statusCode = req.url?.startsWith("/gone") ? 410 : 200;
    res.end("<p>Hello</p>");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  port = (site.address() as AddressInfo).port;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

const items = [toWire(createItem("gmail", { id: "i1" })), toWire(createItem("reddit", { id: "i2" }))];

/** A manager's bar [Gmail, Reddit] that has been saved three times (version 3). */
async function savedThrice(manager: Manager, barItems = items) {
  const bar = await barFor(v1.api, manager, { name: "My TandemBar", items: barItems });
  for (const base of [1, 2]) await save(manager, bar.id, base, barItems);
  return bar.id;
}

/** Saves the bar as a manager would from another browser (PUT .../bars/{id} based on `base`). */
async function save(manager: Manager, barId: string, base: number, barItems: readonly unknown[]) {
  await v1Ok(v1.api, "PUT", `/v1/communities/${manager.communityId}/bars/${barId}`, {
    token: manager.token,
    body: { name: "My TandemBar", is_shared: false, items: barItems, base_version: base },
  });
}

function run(
  fn: (args: ServerArgs<Record<never, never>>) => Promise<unknown>,
  manager: Manager,
  path: string,
  fields: Record<string, string>,
) {
  const { context, session } = makeContext(manager.session);
  return { result: callAction(fn, { request: formRequest(path, fields), context }), session };
}

const ids = (list: readonly { id?: string | null }[]) => list.map((i) => i.id);

describe("the editor's list", () => {
  it("Move up keeps the new order as a draft based on the saved version, and focuses the row", async () => {
    const manager = await signedInManager(v1.api);
    const barId = await savedThrice(manager);
    const { result, session } = run(editorAction, manager, `/dashboard/tandembar-editor/?barId=${barId}`, {
      intent: "up",
      item: "i2",
    });
    const response = await thrown(result);
    const draft = await draftNow(v1.api, manager, barId);
    expect(draft?.base_version).toBe(3);
    expect(ids(draft!.items)).toEqual(["i2", "i1"]);
    // Saved: still as it was.
    expect(ids((await barNow(v1.api, manager, barId)).items)).toEqual(["i1", "i2"]);
    const location = new URL(response.headers.get("Location")!, "http://portal.test");
    expect(location.pathname).toBe("/dashboard/tandembar-editor/");
    expect(location.searchParams.get("focus")).toBe("i2");
    expect(location.searchParams.get("control")).toBe("up");
    expect(location.hash).toBe("");
    expect(session.data.banner).toEqual({ kind: "success", message: '"Reddit" moved to position 1 of 2.' });
  });

  /** A draft [Reddit, Gmail] based on version 3, and another manager's save (version 4) meanwhile. */
  async function savedMeanwhile() {
    const manager = await signedInManager(v1.api);
    const other = (await memberOf(v1.api, manager, { first_name: "Rui", role: "manager", state: "active" }))
      .person!;
    const barId = await savedThrice(manager);
    await putDraft(v1.api, manager, barId, {
      base_version: 3,
      name: "My TandemBar",
      items: [...items].reverse(),
    });
    const theirs = [items[0]!];
    await save({ ...manager, token: other.token }, barId, 3, theirs);
    expect((await barNow(v1.api, manager, barId)).version).toBe(4);
    return { manager, barId };
  }

  it("Save keeps the draft when someone saved meanwhile, and says so in plain words", async () => {
    const { manager, barId } = await savedMeanwhile();
    const { result, session } = run(editorAction, manager, `/dashboard/tandembar-editor/?barId=${barId}`, {
      intent: "save",
    });
    const response = await thrown(result);
    expect(response.headers.get("Location")).toContain(`barId=${barId}`);
    expect(session.data.banner?.kind).toBe("info");
    expect(session.data.banner?.message).toContain("Save bar did not work");
    expect(session.data.banner?.message).toContain("Someone else saved this bar");
    expect(ids((await draftNow(v1.api, manager, barId))!.items)).toEqual(["i2", "i1"]);
    expect((await barNow(v1.api, manager, barId)).version).toBe(4);
  });

  it("'Save my version' re-bases the draft on the bar saved meanwhile, then commits it", async () => {
    const { manager, barId } = await savedMeanwhile();
    const { result, session } = run(editorAction, manager, `/dashboard/tandembar-editor/?barId=${barId}`, {
      intent: "save-anyway",
    });
    await thrown(result);
    const bar = await barNow(v1.api, manager, barId);
    expect(bar.version).toBe(5);
    expect(ids(bar.items)).toEqual(["i2", "i1"]);
    expect(await draftNow(v1.api, manager, barId)).toBeNull();
    // The other manager's version stays in the history.
    const history = await v1Ok(
      v1.api,
      "GET",
      `/v1/communities/${manager.communityId}/bars/${barId}/versions`,
      {
        token: manager.token,
      },
    );
    const versions = (history.json as { versions: { version: number; items: { id: string }[] }[] }).versions;
    expect(versions.find((v) => v.version === 4)?.items.map((i) => i.id)).toEqual(["i1"]);
    expect(session.data.banner).toEqual({ kind: "success", message: "Bar successfully saved." });
  });
});

describe("the button page", () => {
  const link = toWire(createItem("open_link", { id: "w1" }));

  async function linkBar() {
    const manager = await signedInManager(v1.api);
    const bar = await barFor(v1.api, manager, { items: [link] });
    const path = `/dashboard/tandembar-editor/button?barId=${bar.id}&itemId=w1`;
    return { manager, barId: bar.id, path };
  }

  it("answers the spec's messages for the fields, without checking the link or saving", async () => {
    const { manager, barId, path } = await linkBar();
    const requests = watchRequests(v1.api);
    const reply = (await run(editButtonAction, manager, path, { label: " ", url: "", colour: "teal" })
      .result) as {
      problems: { field: string; message: string }[];
      values: Record<string, string>;
      colour: string;
    };
    expect(reply.problems.map((p) => [p.field, p.message])).toEqual([
      ["label", "Button label is required."],
      ["url", "Site link is required."],
    ]);
    expect(reply.colour).toBe("teal");
    expect((await requests()).filter((r) => r.method !== "GET")).toEqual([]);
    expect(await draftNow(v1.api, manager, barId)).toBeNull();
  });

  it("asks about a broken link, and Continue keeps the button anyway", async () => {
    const { manager, barId, path } = await linkBar();
    const url = `site.test:${port}/gone`;
    const reply = (await run(editButtonAction, manager, path, { label: "Site", url }).result) as {
      problems: { title?: string; message: string }[];
    };
    expect(reply.problems).toEqual([
      { field: "url", title: "Broken link", message: "This link does not appear to work.", level: "warn" },
    ]);
    expect(await draftNow(v1.api, manager, barId)).toBeNull();

    const { result, session } = run(editButtonAction, manager, path, {
      label: "Site",
      url,
      intent: "continue",
    });
    await thrown(result);
    expect((await draftNow(v1.api, manager, barId))?.items[0]?.configuration).toMatchObject({
      label: "Site",
    });
    expect(session.data.banner?.message).toBe('Button "Site" changed.');
  });

  it("keeps the address the link check corrected", async () => {
    const { manager, barId, path } = await linkBar();
    await thrown(run(editButtonAction, manager, path, { label: "Site", url: `site.test:${port}` }).result);
    expect((await draftNow(v1.api, manager, barId))?.items[0]?.configuration?.url).toBe(
      `http://site.test:${port}/`,
    );
  });
});

describe("a new button without JavaScript", () => {
  it("joins the bar's draft only when kept on its page: cancelling or leaving adds nothing", async () => {
    const manager = await signedInManager(v1.api);
    const barId = await savedThrice(manager);
    const added = await thrown(
      run(editorAction, manager, `/dashboard/tandembar-editor/?barId=${barId}`, {
        intent: "add",
        key: "open_link",
      }).result,
    );
    const page = added.headers.get("Location")!;
    expect(page).toBe(`/dashboard/tandembar-editor/button?barId=${barId}&key=open_link&new=1`);
    // The page is open and the manager has not kept it: the bar has no new (empty) button.
    expect(await draftNow(v1.api, manager, barId)).toBeNull();

    const cancelled = run(editButtonAction, manager, page, { intent: "cancel" });
    await thrown(cancelled.result);
    expect(cancelled.session.data.banner?.message).toBe("The button was not added.");
    expect(await draftNow(v1.api, manager, barId)).toBeNull();

    const kept = run(editButtonAction, manager, page, {
      label: "Site",
      url: `site.test:${port}/`,
      intent: "save",
    });
    await thrown(kept.result);
    expect(kept.session.data.banner?.message).toBe('New item added: "Site".');
    const draft = await draftNow(v1.api, manager, barId);
    expect(draft?.items.map((i) => i.configuration?.label)).toEqual(["Gmail", "Reddit", "Site"]);
  });
});
