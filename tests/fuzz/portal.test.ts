// Generated bad requests against every portal route and its action, through the whole
// stack: form posts with wrong types of content, missing and extra fields, huge and control-character
// values, foreign or missing honeypot values, malformed bodies and other spellings of every path,
// signed in and signed out. No answer may be a 5xx, and no log line may hold the secret marker (sent
// in bodies, queries and cookies). Bounded: a few runs per route, the file in well under 60 s.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, honeypotFields, postForm, type Stack } from "../edges/harness.ts";
import { SECRET_MARK, nastyString, portalRoutePatterns, queryString, spelledPath } from "./generators.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let stack: Stack;
let cookie: string;
let honeypot: Record<string, string>;

beforeAll(async () => {
  stack = await startStack({ rateLimitFactor: 1000 });
  honeypot = await honeypotFields(stack.portal, "/register");
  const email = `fuzz.${Date.now()}@example.com`;
  const registered = await postForm(stack.portal, "/register", {
    email,
    password: "correct horse battery",
    confirmPassword: "correct horse battery",
    agree: "on",
    ...honeypot,
  });
  cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("__session="))!;
  expect(cookie).toBeTruthy();
});

afterAll(() => stack?.close());

/** Field names the app's forms use, and some they do not. */
const FIELD_NAMES = [
  "email",
  "password",
  "confirmPassword",
  "agree",
  "name",
  "returnTo",
  "focusMode",
  "intent",
  "coupon",
  "plan",
  "currentPassword",
  "newPassword",
  "name__confirm",
  "from__confirm",
  "g-recaptcha-response",
];

const fields = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), nastyString), nastyString, {
  maxKeys: 6,
});

type BodyKind =
  "urlencoded" | "multipart" | "multipart-file" | "json" | "text" | "none" | "garbage-multipart";

function encode(kind: BodyKind, values: Record<string, string>): { body?: BodyInit; type?: string } {
  switch (kind) {
    case "urlencoded":
      return { body: new URLSearchParams(values).toString(), type: "application/x-www-form-urlencoded" };
    case "multipart":
    case "multipart-file": {
      const form = new FormData();
      for (const [k, v] of Object.entries(values)) form.append(k, v);
      if (kind === "multipart-file") form.append("file", new Blob([SECRET_MARK]), "f.txt");
      return { body: form };
    }
    case "json":
      return { body: JSON.stringify(values), type: "application/json" };
    case "text":
      return { body: Object.values(values).join("\n"), type: "text/plain" };
    case "garbage-multipart":
      return { body: `--b\r\n${Object.keys(values).join("")}\r\n`, type: "multipart/form-data; boundary=b" };
    default:
      return {};
  }
}

function requestFor(pattern: string) {
  return fc.record({
    path: spelledPath(pattern),
    query: queryString,
    fields,
    keepHoneypot: fc.boolean(),
    kind: fc.constantFrom<BodyKind>(
      "urlencoded",
      "urlencoded",
      "urlencoded",
      "multipart",
      "multipart-file",
      "json",
      "text",
      "none",
      "garbage-multipart",
    ),
    signedIn: fc.boolean(),
    badCookie: fc.boolean(),
    method: fc.constantFrom("POST", "POST", "POST", "GET"),
  });
}

describe("every portal route under generated bad requests", () => {
  it("lists the routes of the app", () => {
    const patterns = portalRoutePatterns();
    expect(patterns).toContain("/login");
    expect(patterns).toContain("/reset-password/:token");
  });

  it("never answers 5xx nor logs a secret", { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    for (const pattern of portalRoutePatterns()) {
      await fc.assert(
        fc.asyncProperty(requestFor(pattern), async (r) => {
          const values = { ...(r.keepHoneypot ? honeypot : {}), ...r.fields };
          const { body, type } = encode(r.kind, values);
          const cookies = [
            r.signedIn ? cookie : "",
            r.badCookie ? `__session=${SECRET_MARK}; focus=${SECRET_MARK}` : "",
          ].filter(Boolean);
          const headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin" };
          if (type) headers["Content-Type"] = type;
          if (cookies.length) headers.Cookie = cookies.join("; ");
          const response = await fetch(`${stack.portal}${r.path}${r.query}`, {
            method: r.method,
            headers,
            body: r.method === "GET" ? undefined : body,
            redirect: "manual",
          });
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(`${response.status} ${r.method} ${r.path} (${r.kind})`);
          expect(response.status, `${r.method} ${r.path} ${r.kind}`).toBeLessThan(500);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
    expect(stack.logs.filter((line) => line.includes(SECRET_MARK))).toEqual([]);
  });
});
