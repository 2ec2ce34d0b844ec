// The same document shell as the portal's pages, without its session, guard, nonce or scripts.
import type { ReactNode } from "react";
import { Links, Meta, Outlet } from "react-router";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          name="description"
          content="Tandem: build toolbars of large, clear buttons for the people you support at a computer."
        />
        <meta name="color-scheme" content="light" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body data-session="out" data-public-page="">
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
              <span className="logo__text">Tandem</span>
              <span className="visually-hidden"> – home</span>
            </a>
            <nav className="header__actions" aria-label="Account" />
          </div>
        </header>
        <main id="main-content" className="main" tabIndex={-1}>
          {children}
        </main>
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
            <p>Copyright © {2021} Tandem. All rights reserved.</p>
          </div>
        </footer>
        <script src="/scripts/enhance.js" type="module" />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
