import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { sharedMessages } from "../messages/index.ts";
import { useMessages } from "./messages.tsx";

/** Hidden from people (CSS class `honeypot`) and from assistive technology. */
export function Honeypot({ props }: { props: HoneypotInputProps }) {
  const t = useMessages(sharedMessages);
  return (
    <HoneypotProvider {...props}>
      <div aria-hidden="true">
        <HoneypotInputs className="honeypot" label={t("form.honeypot")} />
      </div>
    </HoneypotProvider>
  );
}

/** The browser's time zone, offered with the form by public/scripts/time-zone.js (empty without scripts). */
export function OfferedTimeZone() {
  return <input type="hidden" name="timeZone" defaultValue="" data-time-zone="" />;
}
