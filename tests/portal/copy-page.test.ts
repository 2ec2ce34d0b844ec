// The copy page in a group of many bars against the real /v1: one page of the other bars (never the whole list),
// searched by name, oldest first, with whose each bar is, counts in words and Previous/Next links that keep the
// bar and person; the bar being edited is never among them.
import { describe, expect, it } from "vitest";
import { loader } from "../../app/bar-editor/copy.tsx";
import { makeContext } from "./helpers.ts";
import { barFor, memberOf, realV1, signedInManager, type Manager } from "./real-v1.ts";
import { callLoader } from "./route-call.ts";

const v1 = realV1();

/** A bar made after the ones before it (the list is oldest first: each gets its own moment). */
async function nextBar(manager: Manager, options: Parameters<typeof barFor>[2]) {
  v1.api.clock.advance(1);
  return barFor(v1.api, manager, options);
}

function load(manager: Manager, query: string) {
  const { context } = makeContext(manager.session);
  const request = new Request(`http://portal.test/dashboard/tandembar-editor/copy?${query}`);
  return callLoader(loader, { request, context });
}

describe("the copy page", () => {
  it("asks /v1 for one page of the other bars matching the search, and links the pages with the bar kept", async () => {
    const manager = await signedInManager(v1.api);
    // Pat, and the bar /v1 made for Pat: the one being edited.
    const pat = await memberOf(v1.api, manager, { first_name: "Pat" });
    const edited = pat.barId!;
    // Fifty older bars (made together: their order among themselves does not matter here).
    v1.api.clock.advance(1);
    const old = Array.from({ length: 50 }, (_, i) => `Old bar ${i + 1}`);
    await Promise.all(old.map((name) => barFor(v1.api, manager, { name })));
    // Ann, and the bar /v1 made for her ("Bar for Ann").
    v1.api.clock.advance(1);
    await memberOf(v1.api, manager, { first_name: "Ann" });
    await nextBar(manager, { name: "Library bar", shared: true });
    await nextBar(manager, { name: "Spare bar" });
    await nextBar(manager, { name: "Not matching" });
    const base = `/dashboard/tandembar-editor/copy?barId=${edited}&memberId=${pat.memberId}&q=bar`;
    const query = (page = "") => `barId=${edited}&memberId=${pat.memberId}&q=bar${page}`;

    const second = await load(manager, query("&page=2"));
    expect(second.bars).toEqual([
      { id: expect.any(String), name: "Bar for Ann", owner: "Ann" },
      { id: expect.any(String), name: "Library bar", owner: "Shared bar" },
      { id: expect.any(String), name: "Spare bar", owner: "Not given to anyone yet" },
    ]);
    expect(second.page.summary).toBe("53 other bars have “bar” in the name; showing 51-53.");
    expect(second.page.previous).toBe(base);
    expect(second.page.next).toBeNull();

    const first = await load(manager, query());
    expect(first.bars).toHaveLength(50);
    expect(first.bars.map((b) => b.name).sort()).toEqual([...old].sort());
    expect(first.bars.every((b) => b.owner === "Not given to anyone yet")).toBe(true);
    expect(first.page.summary).toBe("53 other bars have “bar” in the name; showing 1-50.");
    expect(first.page.previous).toBeNull();
    expect(first.page.next).toBe(`${base}&page=2`);
  });

  it("leaves the bar being edited out of the page", async () => {
    const manager = await signedInManager(v1.api);
    const edited = await nextBar(manager, { name: "Bar for Pat" });
    const data = await load(manager, `barId=${edited.id}`);
    // Only the group's Default Bar is another bar.
    expect(data.bars).toEqual([{ id: manager.defaultBarId, name: "Default Bar", owner: "Shared bar" }]);
    expect(data.page.summary).toBe("1 other bar; showing 1-1.");
  });
});
