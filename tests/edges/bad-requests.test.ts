// Bad requests at the edges (docs/architecture.md, "The edge stack"): bounded bodies, form content types,
// multipart, the honeypot, methods and Host — each answered with a clear 4xx, never a 500 — and /v1's refusal
// of control characters.
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { honeypotFields, postForm, startStack, type Stack } from "./harness.ts";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

function raw(base: string, text: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}
const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

describe("methods and Host", () => {
  it("answers TRACE (and other unknown methods) with 405", async () => {
    for (const method of ["TRACE", "PROPFIND", "OPTIONS", "PATCH"]) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(`${stack.portal}/login`, { method }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
        req.end();
      });
      expect(status, method).toBe(405);
    }
  });

  it("answers a bad Host header with 400", async () => {
    for (const host of [
      "evil.example/path",
      "a@b.example",
      "-bad-.example",
      "[::1",
      "x:99999999",
      "%41.example",
      "",
    ]) {
      const answer = await raw(
        stack.portal,
        `GET /login HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(statusOf(answer), JSON.stringify(host)).toBe(400);
    }
    const none = await raw(stack.portal, "GET /login HTTP/1.0\r\n\r\n");
    expect(statusOf(none)).toBe(400);
  });

  // A Host the pattern let through but no URL can hold (a port over 65535, an IPv4 address
  // with a part over 255, brackets around no IPv6 address) answered 500 on the form actions.
  it("answers a Host no URL can hold with 400, on pages and form actions alike", async () => {
    for (const host of [
      "127.0.0.1:99999",
      "localhost:65536",
      "1.2.3.999",
      "1.2.3.4.5:80",
      "[:::::]",
      "[1::2::3]:80",
      "[zz]",
      "0x1.0x2.0x3.0x100",
    ]) {
      for (const [method, path, body] of [
        ["GET", "/login", ""],
        ["POST", "/login", "email=a%40example.com&password=x"],
        ["POST", "/register", "email=a%40example.com"],
        ["POST", "/reset-password", "email=a%40example.com"],
        ["GET", "/v1/plans", ""],
      ] as const) {
        const answer = await raw(
          stack.portal,
          `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n` +
            (body
              ? `Content-Type: application/x-www-form-urlencoded\r\nSec-Fetch-Site: same-origin\r\nContent-Length: ${body.length}\r\n\r\n${body}`
              : "\r\n"),
        );
        expect(statusOf(answer), `${method} ${path} Host: ${host}`).toBe(400);
      }
    }
    expect(stack.logs.filter((line) => /Invalid URL|ERR_INVALID_URL/.test(line))).toEqual([]);
  });

  it("answers request targets that are not a path with 4xx, never 500", async () => {
    const host = new URL(stack.portal).host;
    for (const target of [
      "http://evil.example/login",
      "*",
      "login",
      "//login",
      "/%",
      "/login%00",
      "/%E0%A4%A",
    ]) {
      const answer = await raw(
        stack.portal,
        `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      const status = statusOf(answer);
      expect(status, target).toBeGreaterThanOrEqual(200);
      expect(status, target).toBeLessThan(500);
    }
  });
});

describe("form bodies", () => {
  it("answers a body over the limit with 413, declared or streamed", async () => {
    const big = `a=${"x".repeat(200_000)}`;
    const declared = await postForm(stack.portal, "/login", { a: "x".repeat(200_000) });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toContain("too large");
    const streamed = await fetch(`${stack.portal}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("gives the bar editor's island room for a whole bar, and no more", async () => {
    // 200 kB is over the forms' limit but a bar of 100 buttons can be that large: past the body check (the
    // guard then sends the signed-out request to sign in); 600 kB is over even the editor's limit.
    const path = "/dashboard/tandembar-editor/changes?barId=b1";
    const bar = await postForm(stack.portal, path, { intent: "draft", items: "x".repeat(200_000) });
    expect(bar.status).not.toBe(413);
    const huge = await postForm(stack.portal, path, { intent: "draft", items: "x".repeat(600_000) });
    expect(huge.status).toBe(413);
  });

  it("answers content types that are not a form with 415", async () => {
    for (const type of ["text/plain", "application/json", "application/xml", undefined]) {
      const response = await fetch(`${stack.portal}/login`, {
        method: "POST",
        headers: { "Sec-Fetch-Site": "same-origin", ...(type ? { "Content-Type": type } : {}) },
        body: type === undefined ? null : '{"email":"a"}',
      });
      expect(response.status, String(type)).toBe(415);
    }
  });

  it("answers malformed or file-carrying multipart with 400", async () => {
    const malformed = await fetch(`${stack.portal}/login`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "multipart/form-data; boundary=xyz" },
      body: "--xyz\r\nnot a part\r\n",
    });
    expect(malformed.status).toBe(400);
    const noBoundary = await fetch(`${stack.portal}/login`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "multipart/form-data" },
      body: "x",
    });
    expect(noBoundary.status).toBe(400);
    const withFile = new FormData();
    withFile.set("email", "a@example.com");
    withFile.set("upload", new Blob(["data"]), "file.txt");
    const file = await fetch(`${stack.portal}/login`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin" },
      body: withFile,
    });
    expect(file.status).toBe(400);
  });
});

describe("the honeypot", () => {
  for (const path of ["/login", "/register", "/reset-password"]) {
    it(`is required on ${path}, and foreign values are refused with 400`, async () => {
      const fields = { email: "someone@example.com", password: "correct horse battery" };
      const honeypot = await honeypotFields(stack.portal, path);
      expect(Object.keys(honeypot).sort()).toEqual(["from__confirm", "name__confirm"]);
      expect((await postForm(stack.portal, path, fields)).status).toBe(400);
      expect(
        (await postForm(stack.portal, path, { ...fields, ...honeypot, name__confirm: "bot" })).status,
      ).toBe(400);
      for (const foreign of ["x", "not-ours:abc", "a".repeat(600), "\u0000"]) {
        const response = await postForm(stack.portal, path, {
          ...fields,
          ...honeypot,
          from__confirm: foreign,
        });
        expect(response.status, foreign.slice(0, 10)).toBe(400);
      }
      const ok = await postForm(stack.portal, path, { ...fields, ...honeypot });
      expect(ok.status).toBeLessThan(500);
      expect(ok.status).not.toBe(400);
    });
  }
});

describe("/v1 and control characters", () => {
  const post = (path: string, body: string) =>
    fetch(`${stack.api}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body,
    });

  it("refuses NUL and other control characters in any JSON string with 400 malformed_input", async () => {
    for (const bad of ["a\u0000b", "\u0007", "\u001b[31m", "\u007f", "\u0085", "\ud800"]) {
      for (const body of [
        { username: bad, password: "x" },
        { username: "a@example.com", password: bad },
        { [bad]: 1, username: "a@example.com", password: "x" },
        { username: "a@example.com", password: "x", nested: { deep: [bad] } },
      ]) {
        const response = await post("/v1/auth/username", JSON.stringify(body));
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: "malformed_input", details: null });
      }
    }
  });

  it("answers a body over its limit with 413 too_large", async () => {
    const response = await post("/v1/auth/username", JSON.stringify({ username: "x".repeat(300_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "too_large" });
  });

  it("accepts tab, line feed and carriage return in JSON text", async () => {
    const response = await post(
      "/v1/auth/username",
      JSON.stringify({ username: "nobody@example.com", password: "a\tb\nc\r" }),
    );
    // Read as a password like any other: a sign-in that fails, not malformed input.
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "invalid_credentials", details: null });
  });

  it("refuses control characters in the query and the path", async () => {
    for (const path of [
      "/v1/plans?x=%00",
      "/v1/plans?%01=1",
      "/v1/plans?x=%0A",
      "/v1/users/%00",
      "/v1/auth/username/password_reset/%00abc",
      "/v1/plans?x=%E0%A4%A",
    ]) {
      const response = await fetch(`${stack.api}${path}`, {
        method: path.includes("password_reset") ? "POST" : "GET",
      });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: "malformed_input", details: null });
    }
  });
});
