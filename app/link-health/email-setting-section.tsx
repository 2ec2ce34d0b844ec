// The account settings page's section for the link-health email: plain form, no JavaScript.
import { EMAIL_SETTING_PATH } from "./paths.ts";

/** The section of the account settings page. */
export function EmailSetting({ on }: { on: boolean }) {
  return (
    <section aria-labelledby="link-health-email">
      <h2 id="link-health-email" className="heading-m">
        Emails about buttons that stopped working
      </h2>
      <p>
        We check the web addresses on your group&apos;s bars every day.{" "}
        {on
          ? "When a button stops working or looks wrong, we email you. You get at most one of these emails a day: a problem we find after that day's email goes in the next one, a day later. Each email lists every button that still needs attention."
          : "You do not get emails about them. The dashboard still shows the buttons that need attention."}
      </p>
      <form method="post" action={EMAIL_SETTING_PATH} className="inline-form">
        <input type="hidden" name="email" value={on ? "off" : "on"} />
        <button type="submit" className="button button--secondary">
          {on ? "Turn these emails off" : "Turn these emails on"}
        </button>
      </form>
    </section>
  );
}
