// A honeypot on public forms (remix-utils): bots fill the hidden field, people do not. Forms that carry
// it must send it back: a post without its two fields, with the trap filled in, or with a "valid from"
// value this server never issued (one it cannot decrypt) is answered 400, never 500.
import { Honeypot } from "remix-utils/honeypot/server";
import { data } from "react-router";
import { portalConfig } from "./config.server.ts";

export const HONEYPOT_NAME_FIELD = "name__confirm";
export const HONEYPOT_VALID_FROM_FIELD = "from__confirm";

let honeypot: Honeypot | undefined;

function instance(): Honeypot {
  honeypot ??= new Honeypot({
    nameFieldName: HONEYPOT_NAME_FIELD,
    validFromFieldName: HONEYPOT_VALID_FROM_FIELD,
    encryptionSeed: portalConfig().sessionSecrets[0],
  });
  return honeypot;
}

/** How long one set of honeypot fields is handed out: its encryption is a large part of a form page's cost. */
const INPUT_PROPS_REUSE_MS = 1000;
let inputProps: { madeAt: number; props: ReturnType<Honeypot["getInputProps"]> } | undefined;

/** The honeypot's fields for a form: the same for every page made within a second (a "valid from" time). */
export function honeypotInputProps() {
  const now = Date.now();
  if (!inputProps || now - inputProps.madeAt >= INPUT_PROPS_REUSE_MS)
    inputProps = { madeAt: now, props: instance().getInputProps() };
  return inputProps.props;
}

/** Refuses (400) a submission that filled the honeypot, left it out, or carries a foreign "valid from" value. */
export async function checkHoneypot(formData: FormData): Promise<void> {
  const name = formData.get(HONEYPOT_NAME_FIELD);
  const validFrom = formData.get(HONEYPOT_VALID_FROM_FIELD);
  if (typeof name !== "string" || typeof validFrom !== "string" || validFrom.length > 512) {
    throw data("Form not submitted", { status: 400 });
  }
  try {
    await instance().check(formData);
  } catch {
    // SpamError, or a value that does not even decrypt: either way the form was not ours.
    throw data("Form not submitted", { status: 400 });
  }
}
