// When /v1 cannot be reached, signed-in pages answer 503 with the spec's words for a network failure and a way
// to try again (never a bare 500), and signed-in pages are never stored. A real manager's pages against the real
// /v1, with msw making the one request each test is about fail (no answer, a gateway's 502/503/504, a 503 with
// an error code, an answer too late); every other request reaches the service.
import { delay, http, HttpResponse } from "msw";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useRouteError,
  type LoaderFunctionArgs,
} from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { action as changePasswordAction } from "../../app/account/change-password.tsx";
import { loader as settingsLoader } from "../../app/account/settings.tsx";
import { loader as dashboardLoader } from "../../app/dashboard/dashboard.tsx";
import { ErrorBoundary, Header } from "../../app/root.tsx";
import { guard, signedInNoStore } from "../../app/shared/guard.server.ts";
import { forgetAnswers } from "../../app/shared/recent-answers.server.ts";
import { sessionContext } from "../../app/shared/session.server.ts";
import { failingV1, formRequest, makeContext, usePortalEnv } from "./helpers.ts";
import { realV1, signedInManager, type Manager } from "./real-v1.ts";
import { callAction, callLoader, callMiddleware } from "./route-call.ts";

const v1 = realV1();
const server = failingV1();

let manager: Manager;
let signedIn: Manager["session"];
beforeAll(async () => {
  manager = await signedInManager(v1.api);
  signedIn = manager.session;
});
/** The address of one of the manager's /v1 resources ("community", "user", "groups"). */
const at = (what: "community" | "user" | "groups" | "password") =>
  ({
    community: `${v1.api.url}/v1/communities/${manager.communityId}`,
    user: `${v1.api.url}/v1/users/${manager.userId}`,
    groups: `${v1.api.url}/v1/users/${manager.userId}/communities`,
    password: `${v1.api.url}/v1/users/${manager.userId}/password`,
  })[what];
const NETWORK_TEXT = "We could not reach the service. Check your connection and try again";

/** What a loader, action or middleware threw (a Response, or React Router's data() with its init). */
async function thrownValue(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

function statusOf(value: unknown): number | undefined {
  if (value instanceof Response) return value.status;
  return (value as { init?: { status?: number } } | null)?.init?.status;
}

function dataOf(value: unknown): { unavailable?: boolean; message?: string } {
  return (value as { data: { unavailable?: boolean; message?: string } }).data;
}

describe("/v1 down", () => {
  it("a signed-in page's loader answers 503 with the spec's network-failure words", async () => {
    const { context } = makeContext(signedIn);
    const request = new Request("http://portal.test/dashboard");
    // While /v1 answers, the page loads.
    expect((await callLoader(dashboardLoader, { request, context })).name).toBe("Family");
    server.use(http.get(at("community"), () => HttpResponse.error()));
    const value = await thrownValue(callLoader(dashboardLoader, { request, context }));
    expect(statusOf(value)).toBe(503);
    expect(dataOf(value).unavailable).toBe(true);
    expect(dataOf(value).message).toContain(NETWORK_TEXT);
  });

  it("so does a loader that calls /v1 several times (account settings)", async () => {
    server.use(http.get(at("user"), () => HttpResponse.error()));
    server.use(http.get(at("groups"), () => HttpResponse.error()));
    const { context } = makeContext(signedIn);
    const request = new Request("http://portal.test/account");
    const value = await thrownValue(callLoader(settingsLoader, { request, context }));
    expect(statusOf(value)).toBe(503);
  });

  it("the guard answers 503 when it cannot check access, whatever the method", async () => {
    forgetAnswers();
    server.use(http.get(at("groups"), () => HttpResponse.error()));
    for (const method of ["GET", "POST"]) {
      const { context } = makeContext(signedIn);
      const request = new Request("http://portal.test/account", {
        method,
        body: method === "POST" ? "" : null,
      });
      const value = await thrownValue(
        Promise.resolve(
          callMiddleware(guard({ access: "login" }), { request, context }, async () => new Response("page")),
        ),
      );
      expect(statusOf(value), method).toBe(503);
      expect(dataOf(value).message).toContain(NETWORK_TEXT);
    }
  });

  it("a form's post checks access with what its page read lately, so the form can answer its own page", async () => {
    forgetAnswers();
    const { context: opened } = makeContext(signedIn);
    const page = new Request("http://portal.test/account/your-name");
    await callMiddleware(
      guard({ access: "login" }),
      { request: page, context: opened },
      async () => new Response("page"),
    );
    server.use(http.get(at("groups"), () => HttpResponse.error()));
    const { context } = makeContext(signedIn);
    const post = new Request("http://portal.test/account/your-name", { method: "POST", body: "" });
    const reached = await callMiddleware(
      guard({ access: "login" }),
      { request: post, context },
      async () => new Response("the action"),
    );
    expect(await (reached as Response).text()).toBe("the action");
    // A page opened afresh does not: it is the 503 page.
    const { context: fresh } = makeContext(signedIn);
    const value = await thrownValue(
      Promise.resolve(
        callMiddleware(
          guard({ access: "login" }),
          { request: page, context: fresh },
          async () => new Response("page"),
        ),
      ),
    );
    expect(statusOf(value)).toBe(503);
  });

  // A load balancer in front of a stopped or slow /v1 answers 502/503/504 itself.
  it("a gateway's 502, 503 or 504 (no /v1 error code) is the same 503 page, and keeps the session", async () => {
    for (const status of [502, 503, 504]) {
      server.use(http.get(at("groups"), () => new HttpResponse("<html>Bad Gateway</html>", { status })));
      const { context } = makeContext(signedIn);
      const request = new Request("http://portal.test/account");
      const value = await thrownValue(
        Promise.resolve(
          callMiddleware(guard({ access: "login" }), { request, context }, async () => new Response("page")),
        ),
      );
      expect(statusOf(value), String(status)).toBe(503);
      expect(dataOf(value).message).toMatch(/not available right now|took too long/);
      expect(context.get(sessionContext).data.token, String(status)).toBe(manager.token);
      expect(context.get(sessionContext).data.notice).toBeUndefined();
    }
  });

  it("a 503 that carries a /v1 error code is that error, not the unavailable page", async () => {
    server.use(
      http.get(at("community"), () =>
        HttpResponse.json({ error: "some_code", details: null }, { status: 503 }),
      ),
    );
    const { context } = makeContext(signedIn);
    const request = new Request("http://portal.test/dashboard");
    const value = await thrownValue(callLoader(dashboardLoader, { request, context }));
    expect(statusOf(value)).not.toBe(503);
  });

  it("a loader whose /v1 time-out passes answers 503 and keeps the session", async () => {
    server.use(
      // Never answers: an answer written after the portal gave up lands on a socket undici has let go.
      http.get(at("community"), async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    usePortalEnv({ API_TIMEOUT_MS: "200" });
    try {
      const { context } = makeContext(signedIn);
      const request = new Request("http://portal.test/dashboard");
      const value = await thrownValue(callLoader(dashboardLoader, { request, context }));
      expect(statusOf(value)).toBe(503);
      expect(dataOf(value).message).toContain(NETWORK_TEXT);
      expect(context.get(sessionContext).data.token).toBe(manager.token);
    } finally {
      usePortalEnv();
    }
  });

  it("a form's action shows the failure alert instead (the values are kept)", async () => {
    server.use(http.post(at("password"), () => HttpResponse.error()));
    const { context } = makeContext(signedIn);
    const request = formRequest("/account/password", {
      currentPassword: "old-secret",
      password: "new-secret",
      confirmPassword: "new-secret",
    });
    const reply = (await callAction(changePasswordAction, { request, context })) as {
      failure: { title: string; message: string };
    };
    expect(reply.failure.title).toBe("Change password did not work");
    expect(reply.failure.message).toContain(NETWORK_TEXT);
  });

  it("renders the 503 page with a link to try the same page again", async () => {
    server.use(http.get(at("community"), () => HttpResponse.error()));
    const { context } = makeContext(signedIn);
    function Boundary() {
      const props = { error: useRouteError() } as Parameters<typeof ErrorBoundary>[0];
      return <ErrorBoundary {...props} />;
    }
    const routes = [
      {
        id: "root",
        path: "/dashboard",
        loader: ({ request }: LoaderFunctionArgs) => callLoader(dashboardLoader, { request, context }),
        Component: () => null,
        ErrorBoundary: Boundary,
      },
    ];
    const handler = createStaticHandler(routes);
    const result = await handler.query(new Request("http://portal.test/dashboard?tab=1"));
    if (result instanceof Response) throw new Error("expected a render context");
    expect(result.statusCode).toBe(503);
    const html = renderToString(
      <StaticRouterProvider router={createStaticRouter(routes, result)} context={result} />,
    );
    expect(html).toContain("Sorry, the service is unavailable");
    expect(html).toContain(NETWORK_TEXT);
    expect(html).toContain('href="/dashboard?tab=1"');
    expect(html).toContain("Try again");
  });
});

describe("the 503 page's header (signed in, though /v1 could not say so)", () => {
  async function render(v1Down: boolean) {
    if (v1Down) server.use(http.get(at("community"), () => HttpResponse.error()));
    const { context } = makeContext(signedIn);
    const routes = [
      {
        id: "root",
        path: "/dashboard",
        loader: ({ request }: LoaderFunctionArgs) =>
          v1Down ? callLoader(dashboardLoader, { request, context }) : null,
        Component: () => <Header />,
        ErrorBoundary: () => <Header />,
      },
    ];
    const handler = createStaticHandler(routes);
    const result = await handler.query(new Request("http://portal.test/dashboard"));
    if (result instanceof Response) throw new Error("expected a render context");
    return renderToString(
      <StaticRouterProvider router={createStaticRouter(routes, result)} context={result} />,
    );
  }

  it("offers a signed-in user Sign out, never Sign in, when the page could not reach /v1", async () => {
    const html = await render(true);
    expect(html).toContain("Sign out");
    expect(html).not.toContain("Sign in");
  });

  it("still offers a visitor Sign in on other pages", async () => {
    const html = await render(false);
    expect(html).toContain("Sign in");
    expect(html).not.toContain("Sign out");
  });
});

describe("Cache-Control on signed-in pages", () => {
  async function run(data: object) {
    const { context } = makeContext(data);
    const request = new Request("http://portal.test/account");
    return (await callMiddleware(
      signedInNoStore,
      { request, context },
      async () => new Response("page", { headers: { "Cache-Control": "public, max-age=60" } }),
    )) as Response;
  }

  it("is no-store while signed in", async () => {
    expect((await run(signedIn)).headers.get("Cache-Control")).toBe("no-store");
  });

  it("leaves public pages for signed-out visitors alone", async () => {
    expect((await run({})).headers.get("Cache-Control")).toBe("public, max-age=60");
  });
});
