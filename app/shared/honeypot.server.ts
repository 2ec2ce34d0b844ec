// A honeypot on public forms (remix-utils): bots fill the hidden field, people do not.
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { data } from "react-router";
import { portalConfig } from "./config.server.ts";

let honeypot: Honeypot | undefined;

function instance(): Honeypot {
  honeypot ??= new Honeypot({
    nameFieldName: "name__confirm",
    validFromFieldName: "from__confirm",
    encryptionSeed: portalConfig().sessionSecrets[0],
  });
  return honeypot;
}

export function honeypotInputProps() {
  return instance().getInputProps();
}

/** Refuses a submission that filled the honeypot. */
export async function checkHoneypot(formData: FormData): Promise<void> {
  try {
    await instance().check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw data("Form not submitted", { status: 400 });
    throw error;
  }
}
