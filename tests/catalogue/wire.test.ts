import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUTTONS,
  BUTTON_COLOURS,
  SKYPE_ACTIONS,
  WireFormatError,
  barFromWire,
  barIconFile,
  barToWire,
  catalogueDesktopIcon,
  createItem,
  displayBarName,
  fromWire,
  markEdited,
  newBarName,
  paramNamesOf,
  savedBarName,
  setColour,
  setParameter,
  toWire,
  type BarItem,
  type ParamName,
} from "../../common/catalogue/index.ts";
import type { Parameters as ItemParameters } from "../../common/catalogue/types.ts";
import { chosenProgramKey } from "../../common/catalogue/desktop-stand-ins.ts";
import { BAR_NAME } from "../../contract/product.ts";

const text = fc.string({ maxLength: 40 });
const valueFor = (name: ParamName): fc.Arbitrary<ItemParameters[ParamName]> => {
  switch (name) {
    case "skypeNoCall":
      return fc.boolean();
    case "skypeAction":
      return fc.constantFrom(...SKYPE_ACTIONS.map((a) => a.value));
    case "defaultApp":
      return fc.constantFrom<ItemParameters["defaultApp"]>("", "custom", "email", "browser");
    case "url":
    case "zoomUrl":
      return fc.oneof(text, fc.webUrl(), fc.domain());
    default:
      return text;
  }
};

/** Any catalogue button, edited through any of its parameters, in any colour. */
const editedItem: fc.Arbitrary<BarItem> = fc
  .constantFrom(...BUTTONS)
  .chain((button) => {
    const names = paramNamesOf(createItem(button.key, { id: "x" }));
    return fc.tuple(
      fc.constant(button.key),
      fc.array(
        fc.constantFrom(...names).chain((n) => fc.tuple(fc.constant(n), valueFor(n))),
        { maxLength: 6 },
      ),
      fc.constantFrom(...BUTTON_COLOURS.map((c) => c.name)),
      fc.option(fc.stringMatching(/^[a-z0-9-]{1,20}$/), { nil: undefined }),
    );
  })
  .map(([key, edits, colour, id]) => {
    let item = createItem(key, { id: id ?? "", isNew: true, colour: "blue" });
    for (const [name, value] of edits) item = setParameter(item, name, value);
    return setColour(item, colour);
  });

/**
 * The item as it comes back once saved: with the icon fields the desktop apps can show — its button's, or for
 * "Another program" the chosen program's own button's logo.
 */
function saved(item: BarItem): BarItem {
  const key = item.data.buttonKey;
  const icon = key === null ? undefined : catalogueDesktopIcon(chosenProgramKey(key, item.configuration));
  return { ...item, configuration: { ...item.configuration, ...icon } };
}

describe("wire round trip (property-based)", () => {
  it("fromWire(toWire(item)) gives the item back for every catalogue button and edit", () => {
    fc.assert(
      fc.property(editedItem, (item) => {
        const wire = JSON.parse(JSON.stringify(toWire(item))) as unknown;
        expect(fromWire(wire)).toStrictEqual(saved(markEdited(item)));
      }),
      { numRuns: 150 },
    );
  });

  it("gives back every catalogue button as created", () => {
    for (const button of BUTTONS) {
      const item = createItem(button.key);
      expect(fromWire(JSON.parse(JSON.stringify(toWire(item)))), button.key).toStrictEqual(saved(item));
    }
  });

  it("sends a boolean is_primary, web data under _webapp, and never both exe and default", () => {
    fc.assert(
      fc.property(editedItem, (item) => {
        const wire = toWire(item);
        expect(typeof wire.is_primary).toBe("boolean");
        expect(wire).not.toHaveProperty("data");
        const config = wire.configuration ?? {};
        expect(config._webapp).toMatchObject({
          buttonKey: item.data.buttonKey,
          parameters: item.data.parameters,
        });
        expect(config._webapp).not.toHaveProperty("isNew");
        if (wire.kind === "application") expect("exe" in config && "default" in config).toBe(false);
        if (wire.kind !== "link") expect(config).not.toHaveProperty("url");
      }),
    );
  });
});

describe("wire shape", () => {
  it("sends a Volume action with its identifier and segments", () => {
    const wire = toWire(createItem("volume", { id: "v1" }));
    expect(wire).toEqual({
      id: "v1",
      kind: "action",
      is_primary: true,
      configuration: {
        subkind: "action",
        label: "Volume",
        color: "#002957",
        image_url: "lucide-volume-2",
        image_path: barIconFile("lucide-volume-2"),
        description: "Turns the sound up or down.",
        identifier: "volume",
        _webapp: {
          buttonKey: "volume",
          parameters: { label: "Volume" },
          visual: { type: "multiButton", buttons: ["+", "-"] },
        },
      },
    });
  });

  it("drops exe when an application has a default app", () => {
    const item = createItem("default-email", { id: "e" });
    const wire = toWire({ ...item, configuration: { ...item.configuration, exe: "outlook.exe" } });
    expect(wire.configuration).toMatchObject({ default: "email" });
    expect(wire.configuration).not.toHaveProperty("exe");
  });

  it("omits an empty id so the service assigns one", () => {
    expect(toWire(createItem("gmail", { id: "" }))).not.toHaveProperty("id");
  });

  it("reads items made by other clients from their target, keeping unknown keys", () => {
    const link = fromWire({
      id: "d1",
      kind: "link",
      is_primary: 1,
      configuration: { label: "Docs", url: "https://example.org/", color: "teal", extra: { a: 1 } },
    });
    expect(link).toEqual({
      id: "d1",
      kind: "link",
      is_primary: false,
      configuration: { label: "Docs", url: "https://example.org/", color: "#006770", extra: { a: 1 } },
      data: { buttonKey: null, parameters: { label: "Docs", url: "https://example.org/" } },
    });
    expect(toWire(link).configuration).toMatchObject({ extra: { a: 1 } });
    const app = fromWire({
      kind: "application",
      is_primary: true,
      configuration: { label: "Mail", default: "email" },
    });
    expect(app.data.parameters).toEqual({ label: "Mail", defaultApp: "email" });
    expect(app.configuration.color).toBe("#002957");
    const exe = fromWire({
      kind: "application",
      is_primary: true,
      configuration: { label: "Pad", exe: "notepad.exe" },
    });
    expect(exe.data.parameters).toEqual({ label: "Pad", defaultApp: "custom", exe: "notepad.exe" });
    // A program the apps know, and a Windows Store app, come back as the picker's choices.
    const word = fromWire({
      kind: "application",
      is_primary: true,
      configuration: { label: "W", exe: "microsoftWord" },
    });
    expect(word.data.parameters).toMatchObject({ defaultApp: "custom", exe: "microsoftWord" });
    const store = fromWire({
      kind: "application",
      is_primary: true,
      configuration: { label: "Calc", exe: "appx:Microsoft.WindowsCalculator_8wekyb3d8bbwe!App" },
    });
    expect(store.data.parameters).toMatchObject({
      defaultApp: "custom",
      exe: "appx",
      appId: "appx:Microsoft.WindowsCalculator_8wekyb3d8bbwe!App",
    });
  });

  it("moves data an older portal kept in configuration into data", () => {
    const item = fromWire({
      kind: "link",
      is_primary: true,
      configuration: {
        label: "Zoom",
        url: "https://zoom.us/j/1",
        buttonKey: "zoom",
        parameters: { label: "Zoom", zoomUrl: "https://zoom.us/j/1" },
      },
    });
    expect(item.data).toEqual({
      buttonKey: "zoom",
      parameters: { label: "Zoom", zoomUrl: "https://zoom.us/j/1" },
    });
    expect(item.configuration).not.toHaveProperty("buttonKey");
  });

  it("drops stored parameters of the wrong type instead of breaking a form", () => {
    const item = fromWire({
      kind: "link",
      is_primary: true,
      configuration: {
        label: "S",
        _webapp: {
          buttonKey: "skype_app",
          parameters: { skypeId: 5, skypeAction: "?evil", skypeNoCall: "yes" },
        },
      },
    });
    expect(item.data.parameters).toEqual({ label: "S" });
  });

  it("refuses values that are not bar items", () => {
    expect(() => fromWire(null)).toThrow(WireFormatError);
    expect(() => fromWire({ kind: "script", configuration: {} })).toThrow("Unknown bar item kind: script");
  });

  it("saves a bar with an empty name as 'Unnamed' and reads it back", () => {
    const wire = barToWire({
      id: "b1",
      name: "  ",
      is_shared: false,
      items: [createItem("gmail", { id: "g" })],
    });
    expect(wire).toMatchObject({ id: "b1", name: "Unnamed", is_shared: false, items: [{ id: "g" }] });
    const bar = barFromWire(JSON.parse(JSON.stringify(wire)));
    expect(bar.items[0]?.data.buttonKey).toBe("gmail");
    expect(bar.name).toBe("Unnamed");
  });
});

describe("bar names", () => {
  it("names a new bar for the signed-in person after the product, for others after them", () => {
    expect(newBarName({ self: true }, [])).toBe(`My ${BAR_NAME}`);
    expect(BAR_NAME).toMatch(/Bar$/);
    expect(newBarName({ self: false, name: " Ann Lee " }, [])).toBe("Bar for Ann Lee");
  });

  it("adds (2), (3) on a clash among that person's bars", () => {
    expect(newBarName({ self: false, name: "Ann" }, ["Bar for Ann"])).toBe("Bar for Ann (2)");
    expect(newBarName({ self: false, name: "Ann" }, ["bar for ann", "Bar for Ann (2)"])).toBe(
      "Bar for Ann (3)",
    );
    expect(newBarName({ self: true }, [`My ${BAR_NAME} (2)`])).toBe(`My ${BAR_NAME}`);
  });

  it("saves empty names as 'Unnamed' and shows 'Default' as 'Default Bar'", () => {
    expect(savedBarName("")).toBe("Unnamed");
    expect(savedBarName("  Work  ")).toBe("Work");
    expect(displayBarName("Default")).toBe("Default Bar");
    expect(displayBarName("Defaults")).toBe("Defaults");
  });
});
