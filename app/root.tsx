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
  failureMessage,
  isServiceUnavailable,
  isTooManyAttempts,
  tooManyAttemptsText,
} from "./shared/errors.ts";
import { languageMiddleware } from "./shared/language.server.ts";
import { layoutData } from "./shared/layout-data.server.ts";
import { sharedMessages } from "./shared/messages/index.ts";
import { rateLimitHeaders } from "./shared/rate-limit.server.ts";
import { wellFormedParams } from "./shared/route-params.server.ts";
import { sessionMiddleware } from "./shared/session.server.ts";
import { Footer } from "./shared/ui/footer.tsx";
import { useLayoutData } from "./shared/ui/layout-data.tsx";
import { LanguageContext, useLanguage, useMessages } from "./shared/ui/messages.tsx";
import { SharedWordsContext } from "./shared/ui/words.tsx";
import { sharedWords } from "./shared/shared-words.ts";
import { PRODUCT_NAME } from "../contract/product.ts";
import { useNonce } from "./shared/ui/nonce.tsx";
import { Page } from "./shared/ui/page.tsx";
import stylesheet from "./styles/app.css?url";
// The same styles as text, for the one page that carries them inline (the editor, below).
import inlineStyles from "./styles/app.css?inline";

export const middleware: Route.MiddlewareFunction[] = [
  wellFormedParams,
  sessionMiddleware,
  languageMiddleware,
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

/** The header's bar: skip link, logo and the account actions given as children. */
function HeaderFrame({ children }: { children: ReactNode }) {
  const t = useMessages(sharedMessages);
  return (
    <header className="header">
      <a className="skip-link" href="#main-content">
        {t("layout.skipLink")}
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
          <span className="visually-hidden">{t("layout.home")}</span>
        </a>
        <nav className="header__actions" aria-label={t("layout.accountNav")}>
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
  const t = useMessages(sharedMessages);
  const data = useLayoutData(useRouteLoaderData<typeof loader>("root"));
  const error = useRouteError();
  const location = useLocation();
  const onLoginPage = location.pathname === "/login" || location.pathname === "/session-timed-out";
  if (!data && signedInServiceError(error)) {
    return (
      <HeaderFrame>
        <Form method="post" action="/logout" reloadDocument>
          <button type="submit" className="button button--secondary">
            {t("layout.signOut")}
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
              {t("layout.focusMode")}
            </button>
          </Form>
          <Form method="post" action="/logout" reloadDocument>
            <button type="submit" className="button button--secondary">
              {t("layout.signOut")}
            </button>
          </Form>
        </>
      ) : onLoginPage ? null : (
        <a className="button button--secondary" href="/login">
          {t("layout.signIn")}
        </a>
      )}
    </HeaderFrame>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const island = islandScriptOf(matches);
  const data = useLayoutData(useRouteLoaderData<typeof loader>("root"));
  const language = data?.language ?? "en";
  return (
    <html lang={language}>
      <LanguageContext.Provider value={language}>
        <Words>
          <Document island={island} data={data}>
            {children}
          </Document>
        </Words>
      </LanguageContext.Provider>
    </html>
  );
}

/** The shared words that reach the island's components as text (app/shared/ui/words.tsx). */
function Words({ children }: { children: ReactNode }) {
  return (
    <SharedWordsContext.Provider value={sharedWords(useLanguage())}>{children}</SharedWordsContext.Provider>
  );
}

/** The document's head and body, in the page's language. */
function Document({
  island,
  data,
  children,
}: {
  island: string | null;
  data: ReturnType<typeof useLayoutData>;
  children: ReactNode;
}) {
  const nonce = useNonce();
  const t = useMessages(sharedMessages);
  return (
    <>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={t("layout.description")} />
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
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const t = useMessages(sharedMessages);
  const language = useLanguage();
  if (isRouteErrorResponse(error) && error.status === 503 && isServiceUnavailable(error.data)) {
    // /v1 cannot be reached: say so in the spec's words, and offer the same page again.
    return (
      <Page title={t("error.unavailableTitle")}>
        <p>{failureMessage(error.data.failure, undefined, language)}</p>
        <p>{t("error.nothingLost")}</p>
        <p>
          <a href={`${location.pathname}${location.search}`}>{t("error.tryAgain")}</a>
        </p>
      </Page>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 429 && isTooManyAttempts(error.data)) {
    // A form posted too often from one address (app/shared/rate-limit.server.ts).
    return (
      <Page title={t("error.tooManyTitle")}>
        <p>{tooManyAttemptsText(error.data.windowMinutes, language)}</p>
        <p>
          <a href="/">{t("error.startPage")}</a>
        </p>
      </Page>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Page title={t("error.notFoundTitle")}>
        <p>{t("error.notFoundTyped")}</p>
        <p>
          {t.rich("error.notFoundPasted", {
            link: (words) => (
              <Link to="/" reloadDocument>
                {words}
              </Link>
            ),
          })}
        </p>
      </Page>
    );
  }
  // Never show a stack trace: a plain message, and the details stay in the server's log.
  return (
    <Page title={t("error.problemTitle")}>
      <p>{t("error.problemText")}</p>
      <p>
        <a href="/">{t("error.startPage")}</a>
      </p>
    </Page>
  );
}
