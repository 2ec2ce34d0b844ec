// The page's footer: help and legal links, the language choice and the copyright line. The language choice is
// plain links to the same page with `?lang=` (works without JavaScript), each language named in itself.
import { useLocation } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES } from "../../../contract/language.ts";
import { sharedMessages } from "../messages/index.ts";
import { useLanguage, useMessages } from "./messages.tsx";

export const COPYRIGHT_YEAR = 2021;

function LanguageChoice() {
  const t = useMessages(sharedMessages);
  const current = useLanguage();
  const location = useLocation();
  return (
    <nav aria-label={t("footer.language")}>
      <ul className="footer__languages">
        {LANGUAGES.map((language) => {
          const params = new URLSearchParams(location.search);
          params.set("lang", language);
          return (
            <li key={language}>
              <a
                // A query alone resolves against this page's path: the same link, without the path thrice.
                href={`?${params.toString()}`}
                lang={language}
                aria-current={language === current ? "true" : undefined}
              >
                {LANGUAGE_NAMES[language]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function Footer() {
  const t = useMessages(sharedMessages);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <ul className="footer__links">
          <li>
            <a href="/help">{t("footer.help")}</a>
          </li>
          <li>
            <a href="/terms">{t("footer.terms")}</a>
          </li>
          <li>
            <a href="/privacy">{t("footer.privacy")}</a>
          </li>
        </ul>
        <LanguageChoice />
        <p>{t("footer.copyright", { year: COPYRIGHT_YEAR })}</p>
      </div>
    </footer>
  );
}
