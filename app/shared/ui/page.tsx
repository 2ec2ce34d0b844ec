import type { ReactNode } from "react";
import { SOURCE_LANGUAGE, type Language } from "../../../contract/language.ts";
import { PRODUCT_NAME } from "../../../contract/product.ts";
import { messagesFor } from "../../../common/i18n/messages.ts";
import { sharedMessages } from "../messages/index.ts";
import type { Banner } from "../session.server.ts";
import { useLanguage, useMessages } from "./messages.tsx";

/** The document title: the page's title and the product, with "Error:" first after a failed submit. */
export function documentTitle(
  title: string,
  hasErrors = false,
  language: Language = SOURCE_LANGUAGE,
): string {
  const t = messagesFor(sharedMessages, language);
  const full = title.includes(PRODUCT_NAME) ? title : t("page.documentTitle", { title });
  return hasErrors ? t("page.errorTitle", { title: full }) : full;
}

/**
 * A page's title (React hoists <title> into the head) and its one h1. Banners from the previous
 * action are shown here so they stay on the page instead of vanishing.
 */
export function Page({
  title,
  heading,
  hasErrors,
  banner,
  children,
  wide,
}: {
  title: string;
  heading?: string;
  hasErrors?: boolean;
  banner?: Banner | null;
  children: ReactNode;
  wide?: boolean;
}) {
  const language = useLanguage();
  return (
    <div className={wide ? "page page--wide" : "page"}>
      <title>{documentTitle(title, hasErrors, language)}</title>
      {banner ? <NotificationBanner banner={banner} /> : null}
      <h1>{heading ?? title}</h1>
      {children}
    </div>
  );
}

export function NotificationBanner({ banner }: { banner: Banner }) {
  const t = useMessages(sharedMessages);
  const title = t(banner.kind === "success" ? "banner.success" : "banner.important");
  return (
    <div
      className={`banner banner--${banner.kind}`}
      role={banner.kind === "success" ? "alert" : "region"}
      aria-labelledby="banner-title"
    >
      <h2 className="banner__title" id="banner-title">
        {title}
      </h2>
      <p className="banner__message">{banner.message}</p>
    </div>
  );
}
