// The account settings page's section for the link-health email: plain form, no JavaScript.
import { useMessages } from "../shared/ui/messages.tsx";
import { linkHealthMessages } from "./messages/index.ts";
import { EMAIL_SETTING_PATH } from "./paths.ts";

/** The section of the account settings page. */
export function EmailSetting({ on }: { on: boolean }) {
  const t = useMessages(linkHealthMessages);
  return (
    <section aria-labelledby="link-health-email">
      <h2 id="link-health-email" className="heading-m">
        {t("email.title")}
      </h2>
      <p>
        {t("email.checked")} {on ? t("email.on") : t("email.off")}
      </p>
      <form method="post" action={EMAIL_SETTING_PATH} className="inline-form">
        <input type="hidden" name="email" value={on ? "off" : "on"} />
        <button type="submit" className="button button--secondary">
          {on ? t("email.turnOff") : t("email.turnOn")}
        </button>
      </form>
    </section>
  );
}
