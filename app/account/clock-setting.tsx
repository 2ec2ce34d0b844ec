// The "Time and date" part of /account: the user's time zone and how dates are written for them, with a change link.
import { SummaryList } from "../shared/ui/form-page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { hidden } from "./hidden-words.tsx";
import { accountMessages } from "./messages/index.ts";

export interface ClockSummary {
  /** "Los Angeles", or null while no zone was chosen (times are in UTC). */
  zone: string | null;
  /** The time now, as this user reads times. */
  now: string;
}

export function ClockSetting({ clock }: { clock: ClockSummary }) {
  const t = useMessages(accountMessages);
  return (
    <section aria-labelledby="clock-section">
      <h2 id="clock-section" className="heading-m">
        {t("clock.title")}
      </h2>
      <SummaryList
        rows={[
          {
            label: t("clock.zone"),
            value: (
              <>
                <span>{clock.zone ? t("clock.zoneTime", { zone: clock.zone }) : t("clock.noZone")}</span>{" "}
                <a href="/account/clock">{t.rich("clock.change", { hidden })}</a>
              </>
            ),
          },
          { label: t("clock.now"), value: clock.now },
        ]}
      />
    </section>
  );
}
