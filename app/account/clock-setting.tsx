// The "Time and date" part of /account: the user's time zone and how dates are written for them, with a change link.
import { SummaryList } from "../shared/ui/form-page.tsx";

export interface ClockSummary {
  /** "Los Angeles", or null while no zone was chosen (times are in UTC). */
  zone: string | null;
  /** The time now, as this user reads times. */
  now: string;
}

export function ClockSetting({ clock }: { clock: ClockSummary }) {
  return (
    <section aria-labelledby="clock-section">
      <h2 id="clock-section" className="heading-m">
        Time and date
      </h2>
      <SummaryList
        rows={[
          {
            label: "Your time zone",
            value: (
              <>
                <span>{clock.zone ? `${clock.zone} time` : "Not chosen: times are shown in UTC"}</span>{" "}
                <a href="/account/clock">
                  Change<span className="visually-hidden"> your time zone and how dates are written</span>
                </a>
              </>
            ),
          },
          { label: "The time now", value: clock.now },
        ]}
      />
    </section>
  );
}
