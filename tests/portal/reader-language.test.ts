// The reader's language through the portal, against the real /v1 (docs/decisions/048): `?lang=` is kept in the
// session and saved by /v1 for a signed-in user; at sign-in the saved language leads, and a user without one keeps
// (and saves) the language chosen before signing in; sign-out keeps the language for the signed-out pages.
import { describe, expect, it } from "vitest";
import { action as loginAction } from "../../app/auth/login.tsx";
import { action as logoutAction } from "../../app/auth/logout.tsx";
import { languageContext, languageMiddleware } from "../../app/shared/language.server.ts";
import type { SessionData } from "../../app/shared/session.server.ts";
import { formRequest, honeypotFields, makeContext, thrown, failingV1 } from "./helpers.ts";
import { realV1, signedInManager, v1Ok } from "./real-v1.ts";
import { callAction } from "./route-call.ts";

const v1 = realV1();
failingV1();

/** Runs the language middleware for one request; answers the language and the response's Vary. */
async function visit(path: string, data: SessionData = {}, acceptLanguage?: string) {
  const { context, session } = makeContext(data);
  const request = new Request(`http://portal.test${path}`);
  if (acceptLanguage) request.headers.set("Accept-Language", acceptLanguage);
  const response = (await languageMiddleware(
    { request, context, params: {}, unstable_pattern: "" } as never,
    async () => new Response("page"),
  )) as Response;
  return {
    language: context.get(languageContext),
    session: session.data,
    vary: response.headers.get("Vary"),
  };
}

async function languageAtV1(token: string, userId: string) {
  return ((await v1Ok(v1.api, "GET", `/v1/users/${userId}`, { token })).json as { language: string | null })
    .language;
}

async function signIn(email: string, password: string, data: SessionData = {}) {
  const { context, session } = makeContext(data);
  const request = formRequest("/login", { ...(await honeypotFields()), email, password });
  expect((await thrown(callAction(loginAction, { request, context }))).status).toBe(302);
  return session;
}

describe("the reader's language", () => {
  it("takes ?lang=, then the session's, then the browser's, and says the page varies by the browser's", async () => {
    expect(await visit("/login?lang=es")).toMatchObject({ language: "es", session: { language: "es" } });
    expect(await visit("/login", { language: "fr" }, "es")).toMatchObject({ language: "fr" });
    const browser = await visit("/login", {}, "es-MX,es;q=0.9");
    expect(browser).toMatchObject({ language: "es", vary: "Accept-Language" });
    expect(browser.session.language).toBeUndefined();
    expect((await visit("/login?lang=de", {}, "de")).language).toBe("en");
  });

  it("saves a signed-in user's choice at /v1, and their saved language leads at the next sign-in", async () => {
    const manager = await signedInManager(v1.api);
    await visit("/dashboard?lang=fr", manager.session);
    expect(await languageAtV1(manager.token, manager.userId)).toBe("fr");
    // Another browser, which chose Spanish before signing in: the user's saved French leads.
    const session = await signIn(manager.email, manager.password, { language: "es" });
    expect(session.data.language).toBe("fr");
  });

  it("keeps and saves the choice made before signing in for a user without a language; sign-out keeps it", async () => {
    const manager = await signedInManager(v1.api);
    const session = await signIn(manager.email, manager.password, { language: "es" });
    expect(session.data).toMatchObject({ userId: manager.userId, language: "es" });
    expect(await languageAtV1(manager.token, manager.userId)).toBe("es");

    const { context, session: out } = makeContext(session.data);
    await thrown(callAction(logoutAction, { request: formRequest("/logout", {}), context }));
    expect(out.data).toMatchObject({ language: "es", banner: { message: "You have signed out." } });
    expect(out.loggedIn).toBe(false);
  });
});
