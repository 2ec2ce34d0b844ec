// The in-process transport to the embedded /v1 service (server/v1-in-process.ts) answers exactly as the
// service does over HTTP — status, reason, headers, body — for answers, failures and refusals; v1Fetch() uses
// it only for the configured embedded address; its time limit and the service's request log behave as with a
// socket.
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portalConfigFrom, setPortalConfig } from "../../app/shared/config.server.ts";
import { V1NetworkError, v1Fetch, type V1Transport } from "../../app/shared/v1-http.server.ts";
import { parseSettings } from "../../config/settings.ts";
import { inProcessV1 } from "../../server/v1-in-process.ts";
import { register, startApi, type TestApi } from "../api/harness.ts";

/** Headers that depend on the connection or the moment, not on the service's answer. */
const CONNECTION_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

function headersOf(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => !CONNECTION_HEADERS.has(name)));
}

describe("the in-process transport to the embedded /v1", () => {
  let api: TestApi;
  let local: V1Transport;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    api = await startApi("pglite");
    local = inProcessV1(api.app);
    ({ token, userId } = await register(api));
  });
  afterAll(async () => {
    await api?.close();
  });

  const cases: { name: string; method: string; path: string; body?: string; auth?: boolean }[] = [
    { name: "an answer", method: "GET", path: "/v1/users/:me", auth: true },
    { name: "the user's groups", method: "GET", path: "/v1/users/:me/communities", auth: true },
    { name: "401 without a token", method: "GET", path: "/v1/users/:me" },
    { name: "404 of an unknown path", method: "GET", path: "/v1/no-such-thing", auth: true },
    { name: "a JSON body, 400", method: "POST", path: "/v1/communities", body: '{"name": 7}', auth: true },
    { name: "a body that is not JSON", method: "POST", path: "/v1/communities", body: "{", auth: true },
    { name: "a control character", method: "GET", path: "/v1/users/:me?q=%01", auth: true },
    {
      name: "a body over the limit, 413",
      method: "POST",
      path: "/v1/communities",
      body: "x".repeat(300_000),
    },
    { name: "the readiness probe", method: "GET", path: "/ready" },
    { name: "HEAD", method: "HEAD", path: "/v1/users/:me", auth: true },
    { name: "a method the path does not have", method: "PUT", path: "/v1/register/username", body: "{}" },
  ];

  it.each(cases)("answers like HTTP: $name", async ({ method, path, body, auth }) => {
    const headers: Record<string, string> = { Accept: "application/json", "X-Request-Id": "same-request-id" };
    if (auth) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers["Content-Type"] = "application/json; charset=utf-8";
    const target = path.replace(":me", userId);
    const overHttp = await fetch(api.url + target, { method, headers, body, redirect: "manual" });
    const inProcess = await local(api.url + target, {
      method,
      headers,
      body,
      timeoutMs: 5000,
    });
    expect(inProcess.status).toBe(overHttp.status);
    expect(inProcess.statusText).toBe(overHttp.statusText);
    expect(headersOf(inProcess)).toEqual(headersOf(overHttp));
    expect(await inProcess.text()).toBe(await overHttp.text());
  });

  it("is what v1Fetch() uses for the embedded address, and only for it", async () => {
    let used = 0;
    const counting: V1Transport = (url, init) => {
      used += 1;
      return local(url, init);
    };
    const settings = parseSettings({
      API_URL: api.url,
      SESSION_SECRET: "in-process-test-secret",
      NODE_ENV: "test",
    });
    setPortalConfig(portalConfigFrom(settings, { apiUrl: api.url, v1Transport: counting }));
    const answer = await v1Fetch({
      apiUrl: api.url,
      method: "GET",
      path: `/v1/users/${userId}`,
      headers: { Authorization: `Bearer ${token}` },
      timeoutMs: 5000,
      requestId: "abc-123",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-request-id")).toBe("abc-123");
    expect(used).toBe(1);
    // Another address (a separate /v1 service) goes over the network.
    const other = api.url.replace("127.0.0.1", "localhost");
    expect((await v1Fetch({ apiUrl: other, method: "GET", path: "/ready", timeoutMs: 5000 })).status).toBe(
      200,
    );
    expect(used).toBe(1);
  });

  it("gives up at the time limit as fetch does, and the service logs a client that went away", async () => {
    const lines: string[] = [];
    const slow = express();
    slow.use((_req, res, next) => {
      res.once("close", () => lines.push(res.writableFinished ? "finished" : "aborted"));
      next();
    });
    slow.get("/v1/slow", () => {
      // never answers
    });
    const settings = parseSettings({
      API_URL: "http://slow.test",
      SESSION_SECRET: "in-process-test-secret",
      NODE_ENV: "test",
    });
    setPortalConfig(
      portalConfigFrom(settings, { apiUrl: "http://slow.test", v1Transport: inProcessV1(slow) }),
    );
    const error = await v1Fetch({
      apiUrl: "http://slow.test",
      method: "GET",
      path: "/v1/slow",
      timeoutMs: 50,
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(V1NetworkError);
    expect((error as V1NetworkError).timedOut).toBe(true);
    expect((error as V1NetworkError).code).toBe("timeout");
    expect(lines).toEqual(["aborted"]);
  });
});
