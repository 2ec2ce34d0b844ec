// The feature table of layers.ts (enforced by eslint.config.js): complete, about real folders, and a DAG.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_FEATURES, APP_NOT_FEATURES, featureCycle } from "../../layers.ts";

const appFolders = readdirSync(new URL("../../app/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("the feature table", () => {
  it("has a row for every folder of app/ but shared and styles, and names no other folder", () => {
    const features = appFolders.filter((name) => !(APP_NOT_FEATURES as readonly string[]).includes(name));
    expect(Object.keys(APP_FEATURES).sort()).toEqual(features.sort());
    for (const [feature, imports] of Object.entries(APP_FEATURES))
      for (const other of imports) {
        expect(APP_FEATURES[other], `${feature} → ${other}`).toBeDefined();
        expect(other, `${feature} lists itself`).not.toBe(feature);
      }
  });

  it("has no cycle: no feature reaches itself through the features it may import", () => {
    expect(featureCycle(APP_FEATURES)).toBeNull();
  });

  it("finds a cycle, direct or through others", () => {
    expect(featureCycle({ a: ["b"], b: ["a"] })).toEqual(["a", "b", "a"]);
    expect(featureCycle({ a: ["b"], b: ["c"], c: ["d"], d: ["b"] })).toEqual(["b", "c", "d", "b"]);
    expect(featureCycle({ a: ["b", "c"], b: ["c"], c: [] })).toBeNull();
  });
});
