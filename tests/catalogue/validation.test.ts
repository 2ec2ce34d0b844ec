import { describe, expect, it } from "vitest";
import {
  MESSAGES,
  PARAM_FIELDS,
  checkParam,
  createItem,
  createPlaceholder,
  fieldState,
  isBarValid,
  isValid,
  markEdited,
  paramNamesOf,
  parseWebAddress,
  remoteChecks,
  setParameter,
  validate,
  validateBar,
  type BarItem,
  type LinkCheckOutcome,
  type Parameters,
} from "../../common/catalogue/index.ts";

const item = (key: string, id = key) => createItem(key, { id });
const messages = (i: BarItem, all: BarItem[] = [i]) => validate(i, all).map((p) => p.message);

describe("web addresses", () => {
  it.each([
    ["example.org", "https://example.org"],
    ["www.example.org/a?b=1", "https://www.example.org/a?b=1"],
    ["localhost:3000", "https://localhost:3000"],
    ["  http://example.org  ", "http://example.org"],
    ["HTTPS://Example.org/x", "HTTPS://Example.org/x"],
  ])("accepts %s as %s", (input, address) => {
    const parsed = parseWebAddress(input);
    expect(parsed.ok && parsed.address).toBe(address);
  });

  it.each([
    ["ftp://example.org", "not_website"],
    ["mailto:someone@example.org", "not_website"],
    ["javascript:alert(1)", "not_website"],
    ["skype:someone?call", "not_website"],
    ["https://", "invalid"],
    ["not a url", "invalid"],
    ["http://exa mple.org", "invalid"],
    [`https://example.org/${"a".repeat(2048)}`, "invalid"],
    ["   ", "empty"],
  ])("refuses %s (%s)", (input, reason) => {
    expect(parseWebAddress(input)).toEqual({ ok: false, reason });
  });
});

describe("parameter rules and messages", () => {
  const p = (over: Partial<Parameters>): Parameters => ({ label: "A", ...over });

  it("label is required", () => {
    expect(checkParam("label", p({ label: "  " }))).toBe("Button label is required.");
    expect(checkParam("label", p({}))).toBeUndefined();
  });

  it("url is required, must be a website address, and may omit https://", () => {
    expect(checkParam("url", p({ url: "" }))).toBe("Site link is required.");
    expect(checkParam("url", p({ url: "ftp://x.org" }))).toBe("This isn't a valid url.");
    expect(checkParam("url", p({ url: "not a url" }))).toBe("This isn't a valid url.");
    expect(checkParam("url", p({ url: "example.org" }))).toBeUndefined();
  });

  it("Skype ID is needed only when a call is wanted; the call type only with an ID", () => {
    expect(checkParam("skypeId", p({ skypeNoCall: false, skypeId: "" }))).toBe(
      "Skype ID of who to call needs to be entered",
    );
    expect(checkParam("skypeId", p({ skypeNoCall: true, skypeId: "" }))).toBeUndefined();
    expect(fieldState("skypeId", p({ skypeNoCall: true }))).toEqual({ applicable: true, enabled: false });
    expect(fieldState("skypeAction", p({ skypeNoCall: false, skypeId: "" })).enabled).toBe(false);
    expect(fieldState("skypeAction", p({ skypeNoCall: false, skypeId: "ann" })).enabled).toBe(true);
    expect(fieldState("skypeAction", p({ skypeNoCall: true, skypeId: "ann" })).enabled).toBe(false);
  });

  it("an app must be chosen; a program file only when no default app is", () => {
    expect(checkParam("defaultApp", p({ defaultApp: "" }))).toBe("An App needs to be chosen");
    expect(checkParam("defaultApp", p({ defaultApp: "email" }))).toBeUndefined();
    expect(checkParam("exe", p({ defaultApp: "custom", exe: "" }))).toBe("The executable file is required.");
    expect(checkParam("exe", p({ defaultApp: "browser", exe: "" }))).toBeUndefined();
    expect(fieldState("exe", p({ defaultApp: "email" })).applicable).toBe(false);
  });

  it("a Zoom link is required, a valid address, on zoom.us or a subdomain", () => {
    const zoom = (zoomUrl: string) => checkParam("zoomUrl", p({ zoomUrl }));
    expect(zoom("")).toBe("Zoom meeting link has not been provided.");
    expect(zoom("https://")).toBe("Zoom meeting link is not valid url.");
    expect(zoom("mailto:x@zoom.us")).toBe("Zoom meeting link is not valid url.");
    expect(zoom("https://myzoom.us/j/1")).toBe("This url does not look like a zoom meeting link.");
    expect(zoom("http://evil.zoom.us.example.com/j/1")).toBe(
      "This url does not look like a zoom meeting link.",
    );
    expect(zoom("zoom.us/j/1")).toBeUndefined();
    expect(zoom("https://us02web.zoom.us/j/123456789")).toBeUndefined();
  });
});

describe("items made from the catalogue", () => {
  it("gives each button label plus its own parameters", () => {
    expect(paramNamesOf(item("gmail"))).toEqual(["label"]);
    expect(paramNamesOf(item("open_link"))).toEqual(["label", "url"]);
    expect(paramNamesOf(item("open_app"))).toEqual(["label", "defaultApp", "exe", "appId"]);
    expect(paramNamesOf(item("zoom"))).toEqual(["label", "zoomUrl"]);
    expect(paramNamesOf(item("skype_app"))).toEqual(["label", "skypeNoCall", "skypeId", "skypeAction"]);
  });

  it("a new Skype button calls by voice, and builds its skype: link from the ID", () => {
    const skype = item("skype_app");
    expect(skype.data.parameters.skypeAction).toBe("?call");
    const withId = setParameter(skype, "skypeId", "ann.lee");
    expect(withId.kind).toBe("link");
    expect(withId.configuration.url).toBe("skype:ann.lee?call");
    expect(setParameter(withId, "skypeAction", "?chat").configuration.url).toBe("skype:ann.lee?chat");
  });

  it("ticking Skype's no-call switch makes it an application, unticking a link again", () => {
    const noCall = setParameter(item("skype_app"), "skypeNoCall", true);
    expect(noCall.kind).toBe("application");
    expect(noCall.configuration.exe).toBe("microsoftSkype");
    expect(noCall.configuration.url).toBeUndefined();
    expect(isValid(noCall)).toBe(true);
    const call = setParameter(noCall, "skypeNoCall", false);
    expect(call.kind).toBe("link");
    expect(call.configuration.exe).toBeUndefined();
    expect(item("microsoft_skype_app").kind).toBe("application");
  });

  it("adds https:// to a typed web page address", () => {
    const page = setParameter(item("open_link"), "url", "example.org/news");
    expect(page.configuration.url).toBe("https://example.org/news");
    expect(setParameter(item("zoom"), "zoomUrl", "zoom.us/j/1").configuration.url).toBe(
      "https://zoom.us/j/1",
    );
  });

  it("Open an app is a placeholder until an app is chosen, and keeps exe or default", () => {
    const app = item("open_app");
    expect(app.data.isPlaceholder).toBe(true);
    expect(messages(app)).toEqual([MESSAGES.placeholderApp, "An App needs to be chosen"]);
    const email = setParameter(app, "defaultApp", "email");
    expect(email.data.isPlaceholder).toBeUndefined();
    expect(email.configuration).toMatchObject({ default: "email" });
    expect(email.configuration.exe).toBeUndefined();
    const custom = setParameter(setParameter(email, "defaultApp", "custom"), "exe", " notepad.exe ");
    expect(custom.configuration.exe).toBe("notepad.exe");
    expect(custom.configuration.default).toBeUndefined();
    expect(isValid(custom)).toBe(true);
  });

  it("offers the programs the desktop apps start, by name, and a Windows Store app id only with its hint", () => {
    const field = PARAM_FIELDS.exe;
    expect(field.type).toBe("select");
    const options = new Map(field.options!.map((o) => [o.value, o.label]));
    expect(options.get("calculator")).toBe("Calculator");
    expect(options.get("microsoftQuickAssist")).toBe("Quick Assist (Windows only)");
    expect(options.get("microsoftAccess")).toBe("Microsoft Access (Windows only)");
    expect(options.get("appx")).toBe("A Windows Store app (give its app ID)");
    expect([...options.keys()].some((v) => v.endsWith(".exe"))).toBe(false);
    expect(PARAM_FIELDS.appId.hint).toContain("appx:");

    const custom = setParameter(item("open_app"), "defaultApp", "custom");
    const word = setParameter(custom, "exe", "microsoftWord");
    expect(word.configuration).toMatchObject({ exe: "microsoftWord" });
    expect(isValid(word)).toBe(true);
    // The app id field applies only to a Windows Store app, and must be an appx: id.
    expect(fieldState("appId", word.data.parameters)).toEqual({ applicable: true, enabled: false });
    const store = setParameter(word, "exe", "appx");
    expect(isValid(store)).toBe(false);
    expect(checkParam("appId", store.data.parameters)).toBe(MESSAGES.appIdRequired);
    const typo = setParameter(store, "appId", "notepad.exe");
    expect(checkParam("appId", typo.data.parameters)).toBe(MESSAGES.appIdInvalid);
    const good = setParameter(store, "appId", " appx:Microsoft.WindowsCalculator_8wekyb3d8bbwe!App ");
    expect(good.configuration.exe).toBe("appx:Microsoft.WindowsCalculator_8wekyb3d8bbwe!App");
    expect(isValid(good)).toBe(true);
  });

  it("a meeting placeholder asks for the meeting application; others name what is missing", () => {
    expect(messages(createPlaceholder("meeting", "link"))).toEqual([
      "The meeting application to open has not been chosen.",
      "Site link is required.",
    ]);
    expect(messages(createPlaceholder("news", "link"))[0]).toBe(MESSAGES.placeholderLink);
    expect(messages(createPlaceholder("action", "action"))).toEqual([MESSAGES.placeholderField]);
    expect(isValid(createPlaceholder("action", "action"))).toBe(false);
  });

  it("an edit clears the new flag; new items are left out of bar validation", () => {
    const fresh = createItem("zoom", { isNew: true });
    expect(validate(fresh, [fresh])).toEqual([]);
    const edited = setParameter(fresh, "label", "Zoom");
    expect(edited.data.isNew).toBeUndefined();
    expect(messages(edited)).toEqual(["Zoom meeting link has not been provided."]);
    expect(markEdited(fresh).data.isNew).toBeUndefined();
    expect(isBarValid([fresh])).toBe(true);
    expect(isBarValid([markEdited(fresh)])).toBe(false);
  });
});

describe("duplicates", () => {
  it("warns 'Duplicated action.' for links with one address", () => {
    const a = item("gmail", "a");
    const b = setParameter(item("open_link", "b"), "url", "mail.google.com/mail/u/0/#inbox");
    const problems = validate(a, [a, b]);
    expect(problems).toEqual([{ level: "warn", code: "duplicate", message: "Duplicated action." }]);
    expect(isValid(a)).toBe(true);
    expect(validate(a, [a, item("reddit")])).toEqual([]);
  });

  it("matches applications by program file or by default app, actions by identifier", () => {
    const qa1 = item("quick_assist", "1");
    const qa2 = item("microsoft_quick_assist_app", "2");
    expect(messages(qa1, [qa1, qa2])).toEqual(["Duplicated action."]);
    const browser1 = item("default-browser", "3");
    const browser2 = setParameter(item("open_app", "4"), "defaultApp", "browser");
    expect(messages(browser1, [browser1, browser2])).toEqual(["Duplicated action."]);
    const vol1 = item("volume", "5");
    const vol2 = item("volume", "6");
    expect(validateBar([vol1, vol2, item("snip")]).map((ps) => ps.map((x) => x.message))).toEqual([
      ["Duplicated action."],
      ["Duplicated action."],
      [],
    ]);
  });

  it("does not count an item twice, nor new or invalid items", () => {
    const vol = item("volume");
    expect(validate(vol, [vol])).toEqual([]);
    const fresh = createItem("volume", { isNew: true });
    expect(validate(vol, [vol, fresh])).toEqual([]);
    const s1 = item("skype_app", "s1");
    const s2 = item("skype_app", "s2");
    expect(messages(s1, [s1, s2])).toEqual(["Skype ID of who to call needs to be entered"]);
  });
});

describe("link checks in validation", () => {
  const page = setParameter(item("open_link"), "url", "example.org");

  it("lists the addresses to check: applicable url fields that pass locally", () => {
    // As typed: the checker tries https:// and then http:// and says which one works.
    expect(remoteChecks(page)).toEqual([{ field: "url", address: "example.org" }]);
    expect(remoteChecks(setParameter(item("open_link"), "url", " http://example.org/a "))).toEqual([
      { field: "url", address: "http://example.org/a" },
    ]);
    expect(remoteChecks(item("open_link"))).toEqual([]);
    expect(remoteChecks(item("gmail"))).toEqual([]);
  });

  it.each<[LinkCheckOutcome, string[]]>([
    [{ state: "ok" }, []],
    [{ state: "checking" }, []],
    [{ state: "unknown" }, []],
    [{ state: "problem", result: "broken" }, ["Broken link: This link does not appear to work."]],
    [{ state: "problem", result: "blocked" }, ["Broken link: This link does not appear to work."]],
    [
      { state: "problem", result: "not_website" },
      ["Link is not a website address: Link is not a website address"],
    ],
    [{ state: "problem", result: "invalid" }, ["Link does not look valid: Link does not look valid"]],
  ])("shows %j as a warning", (outcome, expected) => {
    const problems = validate(page, [page], { linkCheck: () => outcome });
    expect(problems.map((p) => `${p.title}: ${p.message}`)).toEqual(expected);
    expect(problems.every((p) => p.level === "warn" && p.field === "url")).toBe(true);
    expect(isValid(page)).toBe(true);
  });
});
