// The member's say (decision 021) in words. What each button does in one sentence (the large-print card),
// days in plain words ("since Tuesday"), and the page's view of a waiting change built from /v1's approval
// state.
import { readerNow } from "../../app/member-say/when.ts";
import { describe, expect, it } from "vitest";
import type { MemberApproval } from "../../contract/approvals.ts";
import { createItem, getButtonIn, toWire } from "../../common/catalogue/index.ts";
import { editorSayNote, managerSayView, waitingText } from "../../app/member-say/manager-say.server.ts";
import { sayView } from "../../app/member-say/say.server.ts";
import { tilesOf } from "../../app/member-say/tiles.ts";
import { changedWhenWords, countWords, dayWords } from "../../app/member-say/when.ts";

// A Thursday, read in London with the UK's way of writing dates (tests/portal/clock-words.test.ts has the zones).
const NOW = readerNow({ timeZone: "Europe/London", locale: "en-GB" }, new Date("2026-11-26T10:00:00Z"));

describe("one sentence per button", () => {
  it("uses the catalogue's words, said to the member, and the label for buttons made from a blank", () => {
    const news = toWire(createItem("bbc_news"));
    const zoom = toWire(createItem("clipboard"));
    const skype = toWire(createItem("skype_app"));
    const site = {
      kind: "link",
      is_primary: false,
      configuration: { label: "Parish news", url: "https://p.example/" },
    };
    const program = {
      kind: "application",
      is_primary: false,
      configuration: { label: "Solitaire", exe: "sol.exe" },
    };
    expect(
      tilesOf([news, zoom, skype, site, program, { nonsense: true }]).map((t) => [t.label, t.sentence]),
    ).toEqual([
      ["BBC News", "Opens BBC News in your web browser."],
      ["Text Size", "Makes text and everything on the screen bigger or smaller."],
      ["Skype", "Calls or chats with a person on Skype."],
      ["Parish news", "Opens Parish news in your web browser."],
      ["Solitaire", "Starts Solitaire on your computer."],
      ["A button", "A button your helper made."],
    ]);
  });
});

describe("one sentence per button, in the reader's language", () => {
  it("takes the catalogue's Spanish and French descriptions", () => {
    const keys = ["clipboard", "microsoft_skype_app"];
    const items = keys.map((key) => toWire(createItem(key)));
    const spanish = tilesOf(items, "es").map((t) => t.sentence);
    expect(spanish[0]).not.toMatch(/bigger|smaller/);
    expect(spanish).toEqual(keys.map((key) => getButtonIn(key, "es")!.description));
    expect(tilesOf(items, "fr").map((t) => t.sentence)).toEqual(
      keys.map((key) => getButtonIn(key, "fr")!.description),
    );
  });
});

describe("days in plain words", () => {
  it("says today, yesterday, the weekday within a week, else the date", () => {
    expect(dayWords("2026-11-26T01:00:00Z", NOW)).toBe("today");
    expect(dayWords("2026-11-25T23:00:00Z", NOW)).toBe("yesterday");
    expect(dayWords("2026-11-24T09:00:00Z", NOW)).toBe("Tuesday");
    expect(dayWords("2026-11-02T09:00:00Z", NOW)).toBe("2 November 2026");
    expect(waitingText("Pat", "2026-11-24T09:00:00Z", NOW)).toBe("Waiting for Pat's OK since Tuesday");
  });
});

describe("days in the reader's language", () => {
  const MADRID = readerNow(
    { timeZone: "Europe/Madrid", locale: "es" },
    new Date("2026-11-26T10:00:00Z"),
    "es",
  );
  const PARIS = readerNow({ timeZone: "Europe/Paris", locale: "fr" }, new Date("2026-11-26T10:00:00Z"), "fr");

  it("counts saves since a day as Spanish and French say it, and knows today in either", () => {
    expect(changedWhenWords(3, "2026-11-24T09:00:00Z", MADRID)).toBe("3 veces desde el martes");
    expect(changedWhenWords(2, "2026-11-26T09:00:00Z", MADRID)).toBe("2 veces hoy");
    expect(changedWhenWords(3, "2026-11-24T09:00:00Z", PARIS)).toBe("3 fois depuis mardi");
    expect(changedWhenWords(2, "2026-11-26T09:00:00Z", PARIS)).toBe("2 fois aujourd’hui");
    expect(changedWhenWords(1, "2026-11-25T09:00:00Z", MADRID)).toBe("ayer");
  });
});

const summary = (version: number, labels: string[], name = "Sam Hill") => ({
  version,
  created_at: "2026-11-24T09:00:00Z",
  author: { user_id: "u1", name },
  restored_from: null,
  name: "Pat's bar",
  is_shared: false,
  items: labels.map((label) => ({ id: label, kind: "link", label, digest: label })),
});

const state = (bar: Partial<MemberApproval["bars"][number]>): MemberApproval => ({
  member_id: "m1",
  member_name: "Pat Lee",
  required: true,
  set_by: { user_id: "u1", name: "Sam Hill" },
  set_at: "2026-11-24T08:00:00Z",
  email_me: false,
  managers: [{ name: null, email: "sam@example.com" }],
  base_bar_position: null,
  bars: [
    {
      bar_id: "b1",
      name: "Pat's bar",
      is_base_bar: false,
      current_version: 3,
      approved_version: 1,
      approved_at: null,
      waiting_since: "2026-11-24T09:00:00Z",
      not_now_version: null,
      not_now_at: null,
      shown: { id: "b1", name: "Pat's bar", is_shared: false, items: [], version: 1 },
      waiting_bar: null,
      versions: [
        summary(3, ["BBC News", "Email"]),
        summary(2, ["Email", "Skype", "BBC News"], "Ann Hill"),
        summary(1, ["Email", "Skype"]),
      ],
      ...bar,
    },
  ],
});

describe("the member's page view", () => {
  it("shows everything since the approved version as one waiting change, by whom and since when", () => {
    const view = sayView(state({}), NOW);
    expect(view.setByText).toBe("On Tuesday, Sam Hill turned this on.");
    expect(view.managers).toEqual([{ name: "sam@example.com", email: "sam@example.com" }]);
    const waiting = view.bars[0]!.waiting!;
    expect(waiting).toMatchObject({
      version: 3,
      changedText: "Sam Hill and Ann Hill changed this bar 2 times since Tuesday.",
      saves: 2,
      who: ["Sam Hill", "Ann Hill"],
    });
    expect(waiting.sentences).toEqual(["Added: BBC News.", "Removed: Skype."]);
    expect(view.bars[0]!.whatsNew).toEqual([
      expect.objectContaining({ version: 1, sentences: ["New bar with 2 buttons."] }),
    ]);
    expect(editorSayNote(state({}), "b1", NOW)).toEqual({
      name: "Pat Lee",
      memberId: "m1",
      required: true,
      waiting: "Waiting for Pat Lee's OK since Tuesday",
    });
  });

  it("counts the waiting changes with the right plural, and says when the first was made", () => {
    expect(changedWhenWords(2, "2026-11-26T08:00:00Z", NOW)).toBe("2 times today");
    expect(changedWhenWords(1, "2026-11-26T08:00:00Z", NOW)).toBe("today");
    expect(changedWhenWords(1, "2026-11-24T08:00:00Z", NOW)).toBe("on Tuesday");
    expect(changedWhenWords(3, "2026-11-25T08:00:00Z", NOW)).toBe("3 times since yesterday");
    expect(countWords(1, { one: "time", other: "times" })).toBe("1 time");
    expect(countWords(1200, { one: "time", other: "times" })).toBe("1,200 times");
    const today = { waiting_since: "2026-11-26T08:00:00Z" };
    expect(sayView(state(today), NOW).bars[0]!.waiting!.changedText).toBe(
      "Sam Hill and Ann Hill changed this bar 2 times today.",
    );
    const once = sayView(state({ ...today, approved_version: 2 }), NOW).bars[0]!.waiting!;
    expect(once.changedText).toBe("Sam Hill changed this bar today.");
  });

  it('calls the reader "you" where they did it themselves', () => {
    const pat = { user_id: "u9", name: "Pat Lee" };
    const own = state({ versions: [summary(3, ["A"], "Pat Lee"), summary(2, ["B"]), summary(1, ["C"])] });
    own.bars[0]!.versions[0]!.author = pat;
    const today = { ...own, set_by: pat, set_at: "2026-11-26T08:00:00Z" };
    const view = sayView(today, NOW, "u9");
    expect(view.setByText).toBe("You turned this on today.");
    expect(view.bars[0]!.waiting!.who).toEqual(["You", "Sam Hill"]);
    expect(sayView({ ...own, set_by: pat }, NOW, "u9").setByText).toBe("On Tuesday, you turned this on.");
    // Anyone else reads Pat's name.
    expect(sayView(today, NOW, "u1").setByText).toBe("Pat Lee turned this on today.");
    expect(managerSayView(state({}), "Pat", "u1", NOW).setByText).toBe("Turned on by you on Tuesday.");
    expect(managerSayView(state({}), "Pat", "u2", NOW).setByText).toBe("Turned on by Sam Hill on Tuesday.");
  });

  it("has nothing waiting once the current version is approved", () => {
    const view = sayView(state({ approved_version: 3, waiting_since: null }), NOW);
    expect(view.bars[0]!.waiting).toBeNull();
    expect(view.bars[0]!.whatsNew.map((c) => c.sentences)).toEqual([
      ["Moved: Email is now last.", "Removed: Skype."],
      ["Added: BBC News."],
      ["New bar with 2 buttons."],
    ]);
  });
});
