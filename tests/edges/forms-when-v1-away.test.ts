// Every form of the portal a manager reaches, posted after /v1 went away (its connections dropped, its gateway
// answering 502, or hanging without an answer): the form's own page answers, with what was typed and the failure,
// never the whole 503 page or a server error. The forms are found by opening every route of app/routes.ts (ids filled with the manager's own group, person and bar),
// so a form added later is tried too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeConfig from "../../app/routes.ts";
import { manifestFromConfig } from "../../server/routes.ts";
import { availableBackends } from "../api/harness.ts";
import { honeypotFields, postForm, startStack, type Stack } from "./harness.ts";

/** Every route's address, its ids filled; the editor's pages with the bar and person they edit. */
function addresses(ids: Record<string, string>): string[] {
  return Object.values(manifestFromConfig(routeConfig))
    .map((route) => route?.path)
    .filter(
      (path): path is string =>
        path !== undefined && path !== "" && !/:(token|previewId|invitationId)\b/.test(path),
    )
    .map((path) => "/" + path.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? name))
    .map((path) =>
      path.includes("tandembar-editor") ? `${path}?barId=${ids.barId}&memberId=${ids.memberId}` : path,
    );
}

interface FoundForm {
  page: string;
  action: string;
  fields: [string, string][];
  typed: string[];
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attr = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]!) : undefined;
};

/** The first form that posts in the page's main content, its fields as the page shows them. */
function mainForm(page: string, html: string): FoundForm | undefined {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  const form = /<form\b[^>]*method="post"[^>]*>[\s\S]*?<\/form>/i.exec(main)?.[0];
  if (!form || /enctype="multipart\/form-data"/.test(form)) return undefined;
  const fields: [string, string][] = [];
  const typed: string[] = [];
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attr(tag, "name");
    if (!name) continue;
    const type = attr(tag, "type") ?? "text";
    if ((type === "checkbox" || type === "radio") && !/\schecked(=""|\s|>|\/)/.test(tag)) continue;
    if (["text", "search", "tel"].includes(type) && !/\sreadonly/.test(tag)) {
      const value = `Kept ${name.replace(/\W/g, "")}`;
      fields.push([name, value]);
      typed.push(value);
    } else fields.push([name, attr(tag, "value") ?? (type === "checkbox" ? "on" : "")]);
  }
  for (const [, name, text] of form.matchAll(/<textarea\b[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g))
    fields.push([decode(name!), decode(text!)]);
  for (const [, name, options] of form.matchAll(/<select\b[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const chosen =
      /<option\b[^>]*selected[^>]*value="([^"]*)"|<option\b[^>]*value="([^"]*)"[^>]*selected/.exec(options!);
    const first = /<option\b[^>]*value="([^"]*)"/.exec(options!);
    fields.push([decode(name!), decode(chosen?.[1] ?? chosen?.[2] ?? first?.[1] ?? "")]);
  }
  const action = attr(/<form\b[^>]*>/.exec(form)![0], "action") ?? page;
  return { page, action: action.startsWith("/") ? action : page, fields, typed };
}

describe.each(await availableBackends())("forms posted while /v1 is away (%s)", (backend) => {
  let stack: Stack;
  let cookie = "";
  const ids: Record<string, string> = {};

  function cookieOf(response: Response): string | undefined {
    return response.headers
      .getSetCookie()
      .find((c) => c.startsWith("__session="))
      ?.split(";")[0];
  }

  beforeAll(async () => {
    stack = await startStack({ backend });
    const password = "Pw-forms-when-v1-away";
    const registered = await postForm(stack.portal, "/register", {
      email: `forms.${Date.now()}@example.com`,
      password,
      confirmPassword: password,
      agree: "on",
      ...(await honeypotFields(stack.portal, "/register")),
    });
    cookie = cookieOf(registered)!;
    const group = await postForm(
      stack.portal,
      "/account/create-group",
      { name: "Away Group" },
      { Cookie: cookie },
    );
    cookie = cookieOf(group) ?? cookie;
    const session = await stack.session(cookie);
    const added = await fetch(`${stack.api}/v1/communities/${session!.communityId}/members`, {
      method: "POST",
      headers: { Authorization: `Bearer ${session!.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ first_name: "Pat", last_name: "Green" }),
    });
    const member = ((await added.json()) as { member: { id: string; bar_ids: string[] } }).member;
    Object.assign(ids, {
      memberId: member.id,
      barId: member.bar_ids[0]!,
      communityId: session!.communityId!,
    });
  });
  afterAll(() => stack?.close());

  describe("every form", () => {
    it("answer their own page with what was typed, for every form a manager reaches", async () => {
      const forms: FoundForm[] = [];
      for (const page of addresses(ids)) {
        const response = await fetch(`${stack.portal}${page}`, {
          headers: { Cookie: cookie },
          redirect: "manual",
        });
        if (response.status !== 200) continue;
        const form = mainForm(page, await response.text());
        if (form) forms.push(form);
      }
      expect(forms.length).toBeGreaterThanOrEqual(15);

      const problems: string[] = [];
      const check = async (form: FoundForm, state: string, posted: Response) => {
        const html = await posted.text();
        if (posted.status >= 500) problems.push(`${form.action} (${state}): ${posted.status}`);
        else if (html.includes("Sorry, the service is unavailable"))
          problems.push(`${form.action} (${state}): the 503 page`);
        else if (posted.status === 200)
          for (const value of form.typed)
            if (!html.includes(value)) problems.push(`${form.action} (${state}): lost "${value}"`);
      };
      for (const state of ["down", "bad-gateway", "slow"] as const) {
        // Each form's page was just opened (as the person would, before typing), then /v1 goes away.
        for (const form of forms) await fetch(`${stack.portal}${form.page}`, { headers: { Cookie: cookie } });
        stack.setApi(state);
        // A hang costs the portal's time-out: half a second here. The forms are posted all at once, so the
        // hangs overlap instead of adding up (31 forms waited 16 s one after the other).
        if (state === "slow") stack.setApiTimeout(500);
        try {
          const posted = await Promise.all(
            forms.map((form) =>
              postForm(stack.portal, form.action, Object.fromEntries(form.fields), { Cookie: cookie }),
            ),
          );
          await Promise.all(forms.map((form, i) => check(form, state, posted[i]!)));
        } finally {
          stack.setApi(null);
          stack.setApiTimeout(5000);
        }
      }
      expect(problems).toEqual([]);
    }, 300_000);
  });
});
