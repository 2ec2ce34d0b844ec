// The pseudo-locale run (docs/languages.md): on a server started with I18N_PSEUDO=1, every English word of a
// catalogue is accented and about 40 % longer, so a page that still shows plain English letters shows text that
// came from no catalogue. It visits every page of app/routes.ts (signed out, as a manager, as a member, the 404
// page, the main forms' error summaries) at 375 px wide and reports, all at once: each page's plain English, a
// page wider than the screen, and a button or link whose words are cut off. It must find nothing.
// What may stay plain English is allowed by rule, never page by page: the product's names, the languages' names,
// brands and the names of systems and desktop programs; the places of the time zones (proper names, from the time
// zone database); web addresses; what the test typed itself (its addresses, its group's and people's names); and
// what a page marks translate="no" (an identifier for developers: the development outbox's template ids). All the
// product writes itself comes out in the pseudo-locale: its catalogues' words, its dates and times (clock-words
// accents an English reader's) and the names of the bars it makes (naming.ts makes them of the maker's words).
// Only the projects pseudo-js-on and pseudo-js-off run it, against their own server (playwright.config.ts).
import type { Browser, Page } from "@playwright/test";
import { timeZoneGroups } from "../app/account/time-zones.ts";
import { readRoutes } from "../bench/pages.ts";
import { BUTTONS } from "../common/catalogue/buttons.ts";
import { DESKTOP_PROGRAMS, SYSTEM_NAMES } from "../common/catalogue/systems.ts";
import { WORDED_BUTTONS } from "../common/catalogue/translations/types.ts";
import { LANGUAGE_NAMES } from "../contract/language.ts";
import { BAR_NAME, PRODUCT_NAME, PRODUCT_SLUG } from "../contract/product.ts";
import { addPerson } from "./group-helpers.ts";
import {
  createGroupByRequest,
  expect,
  honeypotFields,
  postForm,
  signUp,
  test,
  uniqueEmail,
} from "./helpers.ts";

const WIDTH = 375;
const EDITOR = `/dashboard/${PRODUCT_SLUG}bar-editor`;
const PRESETS_PAGE = `/dashboard/${PRODUCT_SLUG}bar-preconfigured`;

// Pages whose words are all English still. None: every slice has its catalogue.
const KNOWN_PAGES: readonly string[] = [];

/**
 * Words that are English on every page by right: the product's names, the footer's languages, the brands, and the
 * places of the time zones.
 */
const ALWAYS_ALLOWED = [
  BAR_NAME,
  PRODUCT_NAME,
  PRODUCT_SLUG,
  ...Object.values(LANGUAGE_NAMES),
  ...BUTTONS.filter((b) => !(WORDED_BUTTONS as readonly string[]).includes(b.key)).map((b) => b.label),
  ...DESKTOP_PROGRAMS.map((p) => p.label),
  ...Object.values(SYSTEM_NAMES),
  // The places of the time zones the clock page offers ("Center (North Dakota)", "Buenos Aires (Argentina)"):
  // proper names, as the time zone database writes them. Each segment of each zone's id but its continent, which
  // the page names in its own words (a catalogue's "region.America").
  ...new Set(
    timeZoneGroups().flatMap((group) =>
      group.zones.flatMap(({ id }) => {
        const segments = id.split("/").map((segment) => segment.replace(/_/g, " "));
        return segments.length > 1 ? segments.slice(1) : segments;
      }),
    ),
  ),
];

interface Finding {
  page: string;
  text: string;
  /** The line it was found in, for the report. */
  line: string;
}

interface Visit {
  /** The page as app/routes.ts names it (":memberId"), plus what was done on it. */
  page: string;
  url: string;
  /** Empty its main form and send it, to see the error summary. */
  submitEmpty?: boolean;
  /** The address is made up (a link's token): the page may answer 404. */
  madeUp?: boolean;
}

/** The plain English words of a text, once addresses and the allowed words are taken out (longest first). */
function plainWords(text: string, allowed: readonly string[]): string[] {
  let rest = text.replace(/https?:\/\/\S+/g, " ");
  for (const word of allowed) rest = rest.split(word).join(" ");
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

// A date written in English changes with the day and the hour: its words are reported by kind, so that one leak
// is reported once per page, and reads the same from one run to the next.
const MONTHS =
  /^(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/;
const DAYS = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/;
const dateWord = (word: string) =>
  MONTHS.test(word) ? "<month>" : DAYS.test(word) ? "<day>" : /^(AM|PM)$/.test(word) ? "<am/pm>" : word;

async function survey(page: Page): Promise<{ texts: string[]; wide: string[]; clipped: string[] }> {
  await page.waitForLoadState("load");
  return page.evaluate(() => {
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.split(" ")[0]}` : ""}> ${(el.textContent ?? "").trim().slice(0, 60)}`;
    // What the page marks as not to be translated (translate="no": an identifier for developers) is not read,
    // as a browser's translation leaves it: it is hidden while the words are read, then shown again.
    const untranslated = [...document.querySelectorAll<HTMLElement>('[translate="no" i]')];
    const displays = untranslated.map((el) => el.style.display);
    for (const el of untranslated) el.style.display = "none";
    const texts = [document.body.innerText, document.title];
    for (const el of document.querySelectorAll("[aria-label], [alt], [placeholder], [title]")) {
      if (el.closest('[translate="no" i]')) continue;
      for (const name of ["aria-label", "alt", "placeholder", "title"]) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    const summary = document.querySelector("[data-error-summary]");
    if (summary) texts.push((summary as HTMLElement).innerText);
    untranslated.forEach((el, i) => (el.style.display = displays[i]!));
    // Wider than the screen: the innermost elements that reach past its right edge.
    const wide: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) {
      for (const el of document.body.querySelectorAll("*")) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= window.innerWidth + 1) continue;
        const child = [...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1);
        if (!child) wide.push(describe(el));
      }
      if (wide.length === 0) wide.push(`page ${document.documentElement.scrollWidth}px wide`);
    }
    // Cut off: a button's or link's words in a box that hides what does not fit (not the visually hidden).
    const clipped: string[] = [];
    for (const el of document.querySelectorAll(
      "a, button, summary, [role=button], a *, button *, summary *",
    )) {
      const style = getComputedStyle(el);
      const hides = ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
      if (!hides || el.clientWidth <= 1 || el.closest(".visually-hidden")) continue;
      if (el.scrollWidth > el.clientWidth + 1) clipped.push(describe(el));
    }
    return { texts, wide: wide.slice(0, 5), clipped };
  });
}

/** Sends the page's main form empty (the first post form in <main> with a field to fill). */
async function submitEmpty(page: Page): Promise<boolean> {
  const form = page
    .locator("main form[method=post], main form[method=POST]")
    .filter({ has: page.locator("input:not([type=hidden]):not([type=checkbox]), textarea") })
    .first();
  if ((await form.count()) === 0) return false;
  for (const field of await form
    .locator("input[type=text], input[type=email], input[type=password], input:not([type]), textarea")
    .all()) {
    // Only what a person sees: the honeypot's field is hidden, and left as it is.
    if ((await field.isVisible()) && (await field.isEditable())) await field.fill("", { timeout: 10_000 });
  }
  await form.locator("button[type=submit], button:not([type])").first().click({ timeout: 10_000 });
  await page.waitForLoadState("load");
  return (await page.locator("[data-error-summary]").count()) > 0;
}

/** Every path href on the page that matches `pattern`, its first group. */
async function idsIn(page: Page, path: string, pattern: RegExp): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(pattern)].map((m) => decodeURIComponent(m[1]!));
}

/** The newest link in the outbox to `to` that starts with `prefix` (the words of the mail are pseudo too). */
async function mailLink(page: Page, to: string, prefix: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const html = await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).text();
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map(
      (m) => new URL(m[1]!.replace(/&amp;/g, "&"), "http://x"),
    );
    link = hrefs.map((u) => `${u.pathname}${u.search}`).find((p) => p.startsWith(prefix));
    expect(link, `a link to ${prefix} in the mail to ${to}`).toBeTruthy();
  }).toPass({ timeout: 30_000 });
  return link!;
}

async function context(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const c = await browser.newContext({ javaScriptEnabled, viewport: { width: WIDTH, height: 800 } });
  return c.newPage();
}

test("every page reads in the pseudo-locale, and fits 375 px", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(300_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await page.setViewportSize({ width: WIDTH, height: 800 });
  const stranger = await context(browser, js);
  const member = await context(browser, js);

  // The manager, their group, a person (Pat) with an account, and a bar each from a preset.
  const managerEmail = uniqueEmail("pseudo");
  const memberEmail = uniqueEmail("pat");
  const groupName = "Pseudo Group";
  const personName = "Pat Quill";
  await signUp(page, managerEmail);
  await createGroupByRequest(page, groupName);
  await page.goto(await mailLink(page, managerEmail, "/confirm-email/"));
  const patId = await addPerson(page, personName);
  const presets = PRESETS_PAGE;
  const editorOf = async (memberId?: string) => {
    const query = memberId ? `?memberId=${encodeURIComponent(memberId)}` : "";
    const made = await page.request.post(`${presets}${query}`, {
      form: { preset: "predefined-1" },
      headers: { "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    const barId = new URL(made.headers()["location"] ?? "/", "http://x").searchParams.get("barId");
    expect(barId, "the preset's new bar").toBeTruthy();
    return barId!;
  };
  const ownBar = await editorOf();
  const patBar = await editorOf(patId);
  await postForm(page, `/dashboard/members/${encodeURIComponent(patId)}/invite`, { email: memberEmail });
  const invitation = await mailLink(page, memberEmail, "/invite/accept/");
  const [communityId] = await idsIn(page, "/my-communities", /\/my-communities\/([^/"]+)\/delete/g);
  const upload = await page.request.post("/dashboard/people/import", {
    headers: { "Sec-Fetch-Site": "same-origin" },
    multipart: { file: { name: "people.csv", mimeType: "text/csv", buffer: Buffer.from("Ana Lee\n") } },
    maxRedirects: 0,
  });
  const previewId = /\/dashboard\/people\/import\/([^/?]+)/.exec(upload.headers()["location"] ?? "")?.[1];

  const pat = encodeURIComponent(patId);
  const [version] = await idsIn(page, `${EDITOR}/history?barId=${ownBar}`, /[?&;]version=([^&"]+)/g);
  const bar = (q = "") => `?barId=${encodeURIComponent(ownBar)}${q}`;
  // Each page of app/routes.ts, by its path there; the ones with ids get the test's.
  const signedOut: Visit[] = [
    { page: "/", url: "/" },
    { page: "/login", url: "/login" },
    { page: "/login", url: "/login", submitEmpty: true },
    { page: "/session-timed-out", url: "/session-timed-out" },
    { page: "/register", url: "/register" },
    { page: "/register", url: "/register", submitEmpty: true },
    { page: "/reset-password", url: "/reset-password" },
    { page: "/reset-password", url: "/reset-password", submitEmpty: true },
    { page: "/reset-password/:token", url: "/reset-password/not-a-real-token", madeUp: true },
    { page: "/password/reset", url: "/password/reset" },
    { page: "/confirm-email/registered", url: "/confirm-email/registered" },
    { page: "/confirm-email/sign-in", url: "/confirm-email/sign-in" },
    { page: "/confirm-email/:userId/:token", url: "/confirm-email/no-such-user/no-such-token", madeUp: true },
    { page: "/download", url: "/download" },
    { page: "/download/signup", url: "/download/signup" },
    { page: "/dev/outbox", url: `/dev/outbox?to=${encodeURIComponent(managerEmail)}` },
    { page: "/early-release-program", url: "/early-release-program" },
    { page: `/free-${PRODUCT_SLUG}-plus`, url: `/free-${PRODUCT_SLUG}-plus` },
    { page: "/invite/:action/:invitationId/:page", url: invitation },
    { page: "/register/invite", url: "/register/invite" },
    { page: "/help", url: "/help" },
    { page: "/terms", url: "/terms" },
    { page: "/privacy", url: "/privacy" },
    { page: "*", url: "/no-such-page", madeUp: true },
  ];
  const manager: Visit[] = [
    { page: "/account", url: "/account" },
    { page: "/account/name", url: "/account/name" },
    { page: "/account/password", url: "/account/password" },
    { page: "/account/password", url: "/account/password", submitEmpty: true },
    { page: "/account/create-group", url: "/account/create-group" },
    { page: "/account/resend-confirmation", url: "/account/resend-confirmation" },
    { page: "/account/delete", url: "/account/delete" },
    { page: "/account/special-offer", url: "/account/special-offer" },
    { page: "/account/your-name", url: "/account/your-name" },
    { page: "/account/clock", url: "/account/clock" },
    { page: "/account/link-health-email", url: "/account/link-health-email" },
    { page: "/focus-mode", url: "/focus-mode" },
    { page: "/dashboard", url: "/dashboard" },
    { page: "/dashboard/tutorial", url: "/dashboard/tutorial" },
    { page: "/dashboard/base-bar", url: "/dashboard/base-bar" },
    { page: "/dashboard/members/new", url: "/dashboard/members/new" },
    { page: "/dashboard/members/new", url: "/dashboard/members/new", submitEmpty: true },
    { page: "/dashboard/members/:memberId", url: `/dashboard/members/${pat}` },
    { page: "/dashboard/members/:memberId/added", url: `/dashboard/members/${pat}/added` },
    { page: "/dashboard/members/:memberId/name", url: `/dashboard/members/${pat}/name` },
    { page: "/dashboard/members/:memberId/name", url: `/dashboard/members/${pat}/name`, submitEmpty: true },
    { page: "/dashboard/members/:memberId/role", url: `/dashboard/members/${pat}/role` },
    { page: "/dashboard/members/:memberId/delete", url: `/dashboard/members/${pat}/delete` },
    { page: "/dashboard/members/:memberId/invite", url: `/dashboard/members/${pat}/invite` },
    { page: "/dashboard/members/:memberId/computer", url: `/dashboard/members/${pat}/computer` },
    { page: "/dashboard/members/:memberId/approval", url: `/dashboard/members/${pat}/approval` },
    { page: "/billing/details", url: "/billing/details" },
    { page: "/billing/plans", url: "/billing/plans" },
    { page: "/billing/plans/check", url: "/billing/plans/check?plan=plus-5" },
    { page: "/billing/details/update", url: "/billing/details/update" },
    { page: "/billing/no-subscription", url: "/billing/no-subscription" },
    { page: "/early-release-program/join", url: "/early-release-program/join" },
    { page: `/free-${PRODUCT_SLUG}-plus/join`, url: `/free-${PRODUCT_SLUG}-plus/join` },
    { page: "/my-community", url: "/my-community" },
    { page: "/my-community/name", url: "/my-community/name" },
    { page: "/my-community/name", url: "/my-community/name", submitEmpty: true },
    {
      page: "/my-community/managers/:memberId/remove",
      // The only manager may not be removed: the page answers 404, with its words (a second manager would need
      // an account that accepts a manager's invitation).
      url: `/my-community/managers/${pat}/remove`,
      madeUp: true,
    },
    { page: "/my-communities", url: "/my-communities" },
    { page: "/my-communities/new", url: "/my-communities/new" },
    { page: "/my-communities/new", url: "/my-communities/new", submitEmpty: true },
    { page: "/my-communities/:communityId/delete", url: `/my-communities/${communityId}/delete` },
    { page: presets, url: presets },
    { page: EDITOR, url: `${EDITOR}/${bar("&continue=1")}` },
    { page: EDITOR, url: `${EDITOR}/${bar("&continue=1&catalogView=1")}` },
    { page: `${EDITOR}/button`, url: `${EDITOR}/button${bar("&key=open_link")}` },
    { page: `${EDITOR}/rename`, url: `${EDITOR}/rename${bar()}` },
    { page: `${EDITOR}/copy`, url: `${EDITOR}/copy${bar()}` },
    { page: `${EDITOR}/revert`, url: `${EDITOR}/revert${bar()}` },
    { page: `${EDITOR}/delete`, url: `${EDITOR}/delete${bar()}` },
    { page: `${EDITOR}/history`, url: `${EDITOR}/history${bar()}` },
    // A bar saved once has no earlier version to restore: the page answers 404, with its words.
    {
      page: `${EDITOR}/restore`,
      url: `${EDITOR}/restore${bar(`&version=${version ?? "none"}`)}`,
      madeUp: true,
    },
    { page: `${EDITOR}/saved`, url: `${EDITOR}/saved${bar()}` },
    { page: `${EDITOR}/save`, url: `${EDITOR}/save${bar()}` },
    { page: `${EDITOR}/card`, url: `${EDITOR}/card?barId=${encodeURIComponent(patBar)}&memberId=${pat}` },
    { page: "/dashboard/link-health/check", url: "/dashboard/link-health/check" },
    { page: "/dashboard/link-health/replace", url: "/dashboard/link-health/replace" },
    { page: "/dashboard/activity", url: "/dashboard/activity" },
    { page: "/dashboard/people/import", url: "/dashboard/people/import" },
    { page: "/dashboard/people/import/:previewId", url: `/dashboard/people/import/${previewId ?? "none"}` },
  ];
  const asMember: Visit[] = [
    { page: "/member-message", url: "/member-message" },
    { page: "/my-bars", url: "/my-bars" },
    { page: "/my-bars/talk/:barId", url: `/my-bars/talk/${encodeURIComponent(patBar)}` },
    { page: "/my-bars/card/:barId", url: `/my-bars/card/${encodeURIComponent(patBar)}` },
    { page: "/logout", url: "/logout" },
  ];

  // Every page of app/routes.ts is visited, but the ones that answer a file, not a page.
  const files = new Set(["bar-editor/changes.ts", "audit/activity-csv.ts", "people-csv/export.ts"]);
  const routes = await readRoutes(new URL("../app/routes.ts", import.meta.url).pathname);
  const visited = new Set([...signedOut, ...manager, ...asMember].map((v) => v.page));
  const unvisited = routes
    .filter((r) => !files.has(r.file))
    .map((r) => (r.notFound ? "*" : r.path))
    .filter((path) => !visited.has(path));
  expect(unvisited, "pages of app/routes.ts the pseudo-locale run does not visit").toEqual([]);

  const allowed = [...ALWAYS_ALLOWED, managerEmail, memberEmail, groupName, personName, "Ana Lee"].sort(
    (a, b) => b.length - a.length,
  );
  const findings: Finding[] = [];
  const layout: string[] = [];
  const seen = new Set<string>();
  const check = async (who: Page, visit: Visit) => {
    const response = await who.goto(visit.url);
    if (response?.status() === 404 && !visit.madeUp)
      layout.push(`${visit.page}: answered 404 (${visit.url})`);
    // A page that sends the browser elsewhere (to the dashboard, the account page) is reported as where it landed,
    // so what that page shows is listed once.
    const landed = new URL(who.url()).pathname.replace(/(.)\/$/, "$1");
    const asked = new URL(visit.url, "http://x").pathname.replace(/(.)\/$/, "$1");
    let label = landed !== asked ? landed : visit.page;
    if (visit.submitEmpty) {
      label = `${label} (sent empty)`;
      if (!(await submitEmpty(who))) layout.push(`${label}: no error summary after sending the form empty`);
    }
    const { texts, wide, clipped } = await survey(who);
    for (const line of texts.flatMap((t) => t.split("\n"))) {
      const words = plainWords(line, allowed);
      const text = words.map(dateWord).join(" ");
      if (!text || seen.has(`${label} | ${text}`)) continue;
      seen.add(`${label} | ${text}`);
      findings.push({ page: label, text, line: line.trim().slice(0, 140) });
    }
    for (const w of wide) layout.push(`${label}: wider than ${WIDTH} px: ${w}`);
    for (const c of clipped) layout.push(`${label}: words cut off: ${c}`);
  };
  for (const visit of signedOut) await check(stranger, visit);
  // Pat accepts the invitation (after its page was seen signed out): an account of a member.
  await postForm(member, invitation, {
    ...(await honeypotFields(member, invitation)),
    intent: "register",
    password: "correct horse 42",
    confirmPassword: "correct horse 42",
    agree: "on",
  });
  for (const visit of manager) await check(page, visit);
  for (const visit of asMember) await check(member, visit);

  // The 404 page and the pages of a gone link answer 4xx: Chromium says so in the console, as expected here.
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (/status of 4\d\d/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
  }

  // PSEUDO_SHOW_ALL=1 lists every finding, on the pages of KNOWN_PAGES too.
  const showAll = process.env.PSEUDO_SHOW_ALL === "1";
  const wholePages = new Set(showAll ? [] : KNOWN_PAGES);
  const leaks = findings.filter((f) => !wholePages.has(f.page));
  const report = leaks.map((f) => `${f.page} | ${f.text} | ${f.line}`);
  await testInfo.attach("pseudo-locale findings", {
    body: findings.map((f) => `${f.page} | ${f.text} | ${f.line}`).join("\n"),
  });
  expect({ leaks: report, layout }, "plain English and layouts that break, per page").toEqual({
    leaks: [],
    layout: [],
  });
});
