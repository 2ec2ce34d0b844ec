// Logging that cannot leak (docs/architecture.md, "The edge stack"). Every code path that handles a secret —
// registration and sign-in (password), the session (cookie, /v1 token, CSRF token), email confirmation and
// password reset (one-time codes, reached through several spellings of their paths), invitations (ids), the
// /v1 proxy, and a /v1 500 whose database error carries the statement's parameters — is driven through the
// whole stack, and every line logged (and anything written to the console) is searched for each secret.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, Queryable } from "../../api/db/db.ts";
import { honeypotFields, leaks, postForm, startStack, type Stack } from "./harness.ts";

let stack: Stack;
/** When set, the next INSERT INTO users fails in the database itself (PGlite attaches query and params). */
let breakUserInsert = false;

function sabotage(q: Queryable): Queryable {
  return {
    query(sql, params) {
      if (breakUserInsert && /INSERT INTO users/.test(sql)) {
        breakUserInsert = false;
        return q.query(sql.replace("INSERT INTO users", "INSERT INTO users_that_do_not_exist"), params);
      }
      return q.query(sql, params);
    },
    exec: (sql) => q.exec(sql),
  };
}

function wrapDb(db: Db): Db {
  const wrapped = sabotage(db);
  return {
    kind: db.kind,
    query: wrapped.query,
    exec: wrapped.exec,
    transaction: (fn) => db.transaction((tx) => fn(sabotage(tx))),
    close: () => db.close(),
  };
}

beforeAll(async () => {
  stack = await startStack({ wrapDb });
});
afterAll(() => stack?.close());

const secrets: Record<string, string> = {};
const unique = () => randomBytes(6).toString("hex");

function cookieOf(response: Response): string {
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]!);
  const session = cookies.find((c) => c.startsWith("__session="));
  if (!session) throw new Error(`no session cookie (status ${response.status})`);
  return session;
}

async function outbox(email: string): Promise<{ kind: string; text?: string | null }[]> {
  const response = await fetch(`${stack.api}/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: { kind: string; text?: string | null }[] }).messages;
}

function linkIn(text: string | null | undefined, path: string): string {
  const match = new RegExp(`https?://[^\\s"]+${path}/[^\\s"]+`).exec(text ?? "");
  if (!match) throw new Error(`no ${path} link`);
  return new URL(match[0]).pathname;
}

/** The path with its last segment spelled differently (case, encoding, React Router's .data). */
function spellings(path: string): string[] {
  const parts = path.split("/");
  const last = parts.pop()!;
  const head = parts.join("/");
  const encoded = [...last].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join("");
  return [
    path,
    `${head.toUpperCase()}/${last}`,
    `${head}/${encoded}`,
    `${path}.data`,
    `${head}//${last}`,
    `${path}/`,
  ];
}

describe("secrets never reach the logs", () => {
  it("drives every code path that handles a secret", { timeout: 60_000 }, async () => {
    const email = `edge.${unique()}@example.com`;
    const password = `Pw-${unique()}-registration`;
    secrets.password = password;

    // Registration (password in a form; a session cookie with the /v1 token comes back).
    const registerForm = {
      email,
      password,
      confirmPassword: password,
      agree: "on",
      ...(await honeypotFields(stack.portal, "/register")),
    };
    const registered = await postForm(stack.portal, "/register", registerForm);
    expect(registered.status).toBe(302);
    let cookie = cookieOf(registered);
    const session = (await stack.session(cookie))!;
    expect(session.token).toBeTruthy();
    secrets.cookie = cookie.slice("__session=".length);
    secrets.token = session.token!;
    secrets.csrf = session.csrf!;

    // Signed-in pages, with the cookie.
    const account = await fetch(`${stack.portal}/account`, { headers: { Cookie: cookie } });
    expect(account.status).toBeLessThan(500);
    const page = await account.text();
    expect(page).toContain(`<meta name="csrf-token" content="${session.csrf}"`);

    // The /v1 proxy with the session and the CSRF token; an invitation id in a path.
    const invitation = `inv-${unique()}`;
    secrets.invitation = invitation;
    for (const path of [
      `/v1/users/${session.userId}`,
      `/v1/invitations/${invitation}`,
      `/v1/Invitations/${invitation}/accept`,
    ]) {
      const proxied = await fetch(`${stack.portal}${path}`, {
        headers: { Cookie: cookie, "X-CSRF-Token": session.csrf!, "Sec-Fetch-Site": "same-origin" },
      });
      expect(proxied.status).toBeLessThan(500);
    }
    const badCsrf = `csrf-${unique()}`;
    secrets.badCsrf = badCsrf;
    await fetch(`${stack.portal}/v1/users/${session.userId}?token=${badCsrf}`, {
      headers: { Cookie: cookie, "X-CSRF-Token": badCsrf, "Sec-Fetch-Site": "same-origin" },
    });

    // Email confirmation: the one-time code through every spelling of its path.
    const confirm = linkIn(
      (await outbox(email)).find((m) => m.kind === "verify_email")?.text,
      "/confirm-email",
    );
    secrets.confirmCode = confirm.split("/").pop()!;
    for (const path of spellings(confirm).reverse()) {
      const response = await fetch(`${stack.portal}${path}`, {
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(response.status, path).toBeLessThan(500);
    }

    // Sign-out, then a reset request, the reset link through every spelling, and the new password.
    await postForm(stack.portal, "/logout", {}, { Cookie: cookie });
    const requested = await postForm(stack.portal, "/reset-password", {
      email,
      ...(await honeypotFields(stack.portal, "/reset-password")),
    });
    expect(requested.status).toBeLessThan(500);
    const reset = linkIn(
      (await outbox(email)).find((m) => m.kind === "password_reset")?.text,
      "/reset-password",
    );
    secrets.resetCode = reset.split("/").pop()!;
    for (const path of spellings(reset)) {
      const response = await fetch(`${stack.portal}${path}`, { redirect: "manual" });
      expect(response.status, path).toBeLessThan(500);
    }
    const newPassword = `Pw-${unique()}-after-reset`;
    secrets.newPassword = newPassword;
    const completed = await postForm(stack.portal, `${reset.replace("/reset-password", "/RESET-PASSWORD")}`, {
      password: newPassword,
      confirmPassword: newPassword,
      ...(await honeypotFields(stack.portal, reset)),
    });
    expect(completed.status).toBeLessThan(500);

    // Sign-in with the new password and with a wrong one.
    const wrong = `Pw-${unique()}-wrong`;
    secrets.wrongPassword = wrong;
    const loginFields = await honeypotFields(stack.portal, "/login");
    const failed = await postForm(stack.portal, "/login.data", { email, password: wrong, ...loginFields });
    expect(failed.status).toBeLessThan(500);
    const signedIn = await postForm(stack.portal, "/login", { email, password: newPassword, ...loginFields });
    expect(signedIn.status).toBe(302);
    cookie = cookieOf(signedIn);
    secrets.cookie2 = cookie.slice("__session=".length);
    secrets.token2 = (await stack.session(cookie))!.token!;

    // A /v1 500: the database refuses the INSERT, and its error carries the email and password hash.
    const failingEmail = `edge.fail.${unique()}@example.com`;
    const failingPassword = `Pw-${unique()}-on-a-500`;
    secrets.failingEmail = failingEmail;
    secrets.failingPassword = failingPassword;
    breakUserInsert = true;
    const five = await postForm(stack.portal, "/register", {
      email: failingEmail,
      password: failingPassword,
      confirmPassword: failingPassword,
      agree: "on",
      ...(await honeypotFields(stack.portal, "/register")),
    });
    expect(breakUserInsert).toBe(false); // the sabotage ran
    expect(five.status).toBeLessThan(500); // the portal says what went wrong in words
    const { rows } = await stack.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users LIMIT 1",
    );
    secrets.passwordHash = rows[0]!.password_hash;

    // The /v1 service directly: a bearer token, a password and codes in bodies and a 500's parameters.
    await fetch(`${stack.api}/v1/users/${session.userId}`, {
      headers: { Authorization: `Bearer ${secrets.token2}` },
    });
    await fetch(`${stack.api}/v1/auth/username`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: email, password: wrong }),
    });

    // The log lines exist, carry one request-id field, and the 500 was logged as an error.
    const lines = stack.logs
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.some((l) => l.msg === "request" && typeof l.request_id === "string")).toBe(true);
    expect(lines.some((l) => l.requestId !== undefined || l.reqId !== undefined)).toBe(false);
    expect(lines.some((l) => l.level === "error" && l.msg === "unhandled error")).toBe(true);
  });

  it("finds none of them in any log line", () => {
    expect(Object.keys(secrets).length).toBeGreaterThanOrEqual(14);
    for (const [name, secret] of Object.entries(secrets)) {
      expect(leaks(stack.logs, secret), `${name} leaked`).toEqual([]);
    }
  });
});
