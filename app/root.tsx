import {
  Form,
  Link,
  Links,
  Meta,
  Outlet,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/root";
import { signedInNoStore } from "./shared/guard.server.ts";
import {
  isServiceUnavailable,
  isTooManyAttempts,
  SERVICE_UNAVAILABLE_TITLE,
  TOO_MANY_ATTEMPTS_TITLE,
  tooManyAttemptsText,
} from "./shared/errors.ts";
import { layoutData } from "./shared/layout-data.server.ts";
import { rateLimitHeaders } from "./shared/rate-limit.server.ts";
import { wellFormedParams } from "./shared/route-params.server.ts";
import { sessionMiddleware } from "./shared/session.server.ts";
import { useLayoutData } from "./shared/ui/layout-data.tsx";
import { PRODUCT_NAME } from "../contract/product.ts";
import { useNonce } from "./shared/ui/nonce.tsx";
import { Page } from "./shared/ui/page.tsx";
import stylesheet from "./styles/app.css?url";
// The same styles as text, for the one page that carries them inline (the editor, below).
import inlineStyles from "./styles/app.css?inline";

export const middleware: Route.MiddlewareFunction[] = [
  wellFormedParams,
  sessionMiddleware,
  signedInNoStore,
  rateLimitHeaders,
];

export function loader({ request, context }: Route.LoaderArgs) {
  return layoutData(request, context);
}

/** A page with an island (only the bar editor) gives its module's address as `islandScript` in its data. */
function islandScriptOf(matches: ReturnType<typeof useMatches>): string | null {
  for (const match of matches) {
    const script = (match.loaderData as { islandScript?: unknown } | undefined)?.islandScript;
    if (typeof script === "string") return script;
  }
  return null;
}

export const COPYRIGHT_YEAR = 2021;

/** The header's bar: skip link, logo and the account actions given as children. */
function HeaderFrame({ children }: { children: ReactNode }) {
  return (
    <header className="header">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <div className="header__inner">
        <a className="logo" href="/">
          <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect x="2" y="8" width="28" height="16" rx="4" />
            <rect x="6" y="12" width="6" height="8" rx="1.5" className="logo__button" />
            <rect x="13" y="12" width="6" height="8" rx="1.5" className="logo__button" />
            <rect x="20" y="12" width="6" height="8" rx="1.5" className="logo__button" />
          </svg>
          <span className="logo__text">{PRODUCT_NAME}</span>
          <span className="visually-hidden"> – home</span>
        </a>
        <nav className="header__actions" aria-label="Account">
          {children}
        </nav>
      </div>
    </header>
  );
}

/**
 * Whether the page is the 503 of a signed-in request: the guard gave up before the root loader ran, so its data
 * is missing, but only signed-in pages answer 503 (without this it showed a signed-in user "Sign in").
 * The layout's data normally comes from the request's context then (useLayoutData, layout-data.server.ts, so
 * the session survives /v1 being down); this is the fallback when even that is unknown.
 */
function signedInServiceError(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 503 && isServiceUnavailable(error.data);
}

export function Header() {
  const data = useLayoutData(useRouteLoaderData<typeof loader>("root"));
  const error = useRouteError();
  const location = useLocation();
  const onLoginPage = location.pathname === "/login" || location.pathname === "/session-timed-out";
  if (!data && signedInServiceError(error)) {
    return (
      <HeaderFrame>
        <Form method="post" action="/logout" reloadDocument>
          <button type="submit" className="button button--secondary">
            Sign out
          </button>
        </Form>
      </HeaderFrame>
    );
  }
  return (
    <HeaderFrame>
      {data?.loggedIn ? (
        <>
          <Form method="post" action="/focus-mode" reloadDocument className="focus-switch">
            <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
            <input type="hidden" name="focusMode" value={data.focusMode ? "off" : "on"} />
            <button type="submit" className="button button--secondary" aria-pressed={data.focusMode}>
              Focus mode
            </button>
          </Form>
          <Form method="post" action="/logout" reloadDocument>
            <button type="submit" className="button button--secondary">
              Sign out
            </button>
          </Form>
        </>
      ) : onLoginPage ? null : (
        <a className="button button--secondary" href="/login">
          Sign in
        </a>
      )}
    </HeaderFrame>
  );
}

function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <ul className="footer__links">
          <li>
            <a href="/help">Help</a>
          </li>
          <li>
            <a href="/terms">Terms of service</a>
          </li>
          <li>
            <a href="/privacy">Privacy policy</a>
          </li>
        </ul>
        <p>
          Copyright © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const island = islandScriptOf(matches);
  const data = useLayoutData(useRouteLoaderData<typeof loader>("root"));
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          name="description"
          content={`${PRODUCT_NAME}: build toolbars of large, clear buttons for the people you support at a computer.`}
        />
        <meta name="color-scheme" content="light" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {island ? (
          // The editor page carries its styles: its 100 kB island would otherwise share the first
          // round trips with the style sheet, and the page would paint only when both had arrived
          // (first paint 1.40 → 0.70 s on the throttled phone in the bench; docs/performance.md).
          <style nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineStyles }} />
        ) : (
          <link rel="stylesheet" href={stylesheet} />
        )}
        {data?.csrfToken ? <meta name="csrf-token" content={data.csrfToken} /> : null}
      </head>
      <body
        className={data?.focusMode ? "focus-mode" : undefined}
        data-session={data?.sessionMarker ?? "out"}
        data-public-page={data?.publicPage === false ? undefined : ""}
      >
        <Header />
        <main id="main-content" className="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        {island ? (
          // The editor's island hydrates its region and nothing else; no framework script for the document
          // (docs/decisions/017).
          <script nonce={nonce} src={island} type="module" />
        ) : (
          // Pages without an island get small, optional enhancement modules (docs/decisions/010).
          <script nonce={nonce} src="/scripts/enhance.js" type="module" />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 503 && isServiceUnavailable(error.data)) {
    // /v1 cannot be reached: say so in the spec's words, and offer the same page again.
    return (
      <Page title={SERVICE_UNAVAILABLE_TITLE}>
        <p>{error.data.message}</p>
        <p>Nothing you saved has been lost.</p>
        <p>
          <a href={`${location.pathname}${location.search}`}>Try again</a>
        </p>
      </Page>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 429 && isTooManyAttempts(error.data)) {
    // A form posted too often from one address (app/shared/rate-limit.server.ts).
    return (
      <Page title={TOO_MANY_ATTEMPTS_TITLE}>
        <p>{tooManyAttemptsText(error.data.windowMinutes)}</p>
        <p>
          <a href="/">Go to the start page</a>
        </p>
      </Page>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Page title="Page not found">
        <p>If you typed the web address, check it is correct.</p>
        <p>
          If you pasted the web address, check you copied the entire address. Or{" "}
          <Link to="/" reloadDocument>
            go to the start page
          </Link>
          .
        </p>
      </Page>
    );
  }
  // Never show a stack trace: a plain message, and the details stay in the server's log.
  return (
    <Page title="Sorry, there is a problem with the service">
      <p>Try again later. What you entered has not been lost if you go back in your browser.</p>
      <p>
        <a href="/">Go to the start page</a>
      </p>
    </Page>
  );
}
