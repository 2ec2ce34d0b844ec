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
        {on
          ? "You get an email, at most once a day, when a web address on your group's bars stops working or looks wrong."
          : "You do not get emails when web addresses on your group's bars stop working. The dashboard still shows them."}
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
