// The portal as `npm start` builds and serves it hands the desktop apps a picture for every catalogue button:
// each image_path the portal saves names a PNG it serves, immutable (docs/decisions/020). No page is involved:
// the Windows app downloads `{portal}{image_path}` itself.
import { BAR_ICON_PX, BUTTONS, createItem, toWire } from "../common/catalogue/index.ts";
import { expect, test } from "./helpers.ts";

const paths = [...new Set(BUTTONS.map((b) => String(toWire(createItem(b.key)).configuration?.image_path)))];

test("every catalogue button's image_path is a PNG the built portal serves", async ({ request }) => {
  expect(paths.length).toBeGreaterThan(50);
  for (const path of paths) {
    const r = await request.get(path);
    expect(r.status(), path).toBe(200);
    expect(r.headers()["content-type"], path).toBe("image/png");
    expect(r.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
    const body = await r.body();
    expect(body.subarray(1, 4).toString("latin1"), path).toBe("PNG");
    expect(body.readUInt32BE(16), path).toBe(2 * BAR_ICON_PX);
  }
  // The 1x rendition sits beside each one.
  const one = await request.get(paths[0]!.replace("@2x.png", ".png"));
  expect(one.status()).toBe(200);
  expect((await one.body()).readUInt32BE(16)).toBe(BAR_ICON_PX);
});
