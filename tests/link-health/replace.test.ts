// "Replace with the new address" against the real /v1: a button whose page moved gets the address it moved to,
// saved as the bar's next version (based on the version read); once replaced there is nothing more to replace.
// The verdict is written as the checker would leave it (the checks themselves: tests/link-health/api.test.ts).
import { describe, expect, it } from "vitest";
import { action as replaceAction } from "../../app/link-health/replace.tsx";
import { ProblemList } from "../../app/link-health/problems.tsx";
import { createItem, setParameter, toWire } from "../../common/catalogue/index.ts";
import { linkHealthKey } from "../../common/link-health-key.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { formRequest, makeContext, thrown } from "../portal/helpers.ts";
import { barFor, barNow, realV1, signedInManager, type Manager } from "../portal/real-v1.ts";
import { callAction } from "../portal/route-call.ts";

const v1 = realV1();
const OLD = "https://old.example/page";
const NEW = "https://new.example/page";

async function movedBar(manager: Manager) {
  const item = setParameter(
    setParameter(createItem("open_link", { id: "w1" }), "url", OLD),
    "label",
    "Parish",
  );
  const bar = await barFor(v1.api, manager, {
    items: [toWire(item), toWire(createItem("gmail", { id: "g1" }))],
  });
  const key = linkHealthKey(OLD)!;
  await v1.api.db.query(
    `INSERT INTO link_health (url, host, verdict, moved_to, checked_at, changed_at)
     VALUES ($1, $2, 'moved', $3, now(), now())
     ON CONFLICT (url) DO UPDATE SET verdict = 'moved', moved_to = $3`,
    [key.url, key.host, NEW],
  );
  return { barId: bar.id, url: key.url };
}

function replace(manager: Manager, fields: Record<string, string>) {
  const { context, session } = makeContext(manager.session);
  const result = callAction(replaceAction, {
    request: formRequest("/dashboard/link-health/replace", fields),
    context,
  });
  return { result, session };
}

describe("replace a moved address", () => {
  it("saves the new address on the button as the bar's next version, and says so", async () => {
    const manager = await signedInManager(v1.api);
    const { barId, url } = await movedBar(manager);
    const before = await barNow(v1.api, manager, barId);
    const fields = { barId, itemId: "w1", url, returnTo: "/dashboard/members/x" };
    const { result, session } = replace(manager, fields);
    expect((await thrown(result)).headers.get("Location")).toBe("/dashboard/members/x");
    expect(session.data.banner).toEqual({
      kind: "success",
      message: `The button “Parish” now opens the new address, ${NEW}.`,
    });
    const after = await barNow(v1.api, manager, barId);
    expect(after.version).toBe(before.version + 1);
    expect(after.items.map((i) => [i.id, i.configuration?.url])).toEqual([
      ["w1", NEW],
      ["g1", before.items[1]!.configuration?.url],
    ]);

    // Sent again (a second click, an old page): the button no longer has the moved address; nothing changes.
    const again = replace(manager, fields);
    await thrown(again.result);
    expect(again.session.data.banner?.message).toMatch(/^Nothing was changed: this button no longer has/);
    expect((await barNow(v1.api, manager, barId)).version).toBe(after.version);
  });

  it("is offered beside a moved address, as a form that works without JavaScript", () => {
    const html = renderToStaticMarkup(
      ProblemList({
        problems: [
          {
            barId: "b1",
            barName: "Daily",
            itemId: "w1",
            label: "Parish",
            url: OLD,
            words: "The page has moved.",
            since: "",
            movedTo: NEW,
            fixPath: "/x",
          },
        ],
        title: "Needs attention",
        headingId: "h",
        returnTo: "/dashboard",
      }),
    );
    expect(html).toContain('action="/dashboard/link-health/replace" method="post"');
    expect(html).toContain('<input type="hidden" name="itemId" value="w1"/>');
    expect(html).toContain("Replace with the new address");
  });
});
