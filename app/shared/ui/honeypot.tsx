import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";

/** Hidden from people (CSS class `honeypot`) and from assistive technology. */
export function Honeypot({ props }: { props: HoneypotInputProps }) {
  return (
    <HoneypotProvider {...props}>
      <div aria-hidden="true">
        <HoneypotInputs className="honeypot" label="Please leave this field blank" />
      </div>
    </HoneypotProvider>
  );
}

/** The browser's time zone, offered with the form by public/scripts/time-zone.js (empty without scripts). */
export function OfferedTimeZone() {
  return <input type="hidden" name="timeZone" defaultValue="" data-time-zone="" />;
}
