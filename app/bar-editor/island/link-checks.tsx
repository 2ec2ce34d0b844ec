// The live link check of a button's dialog (spec S2 §5): an address is checked by /v1 2 s after typing stops
// (through the portal's proxy), the field then says "Checking the link…", that it works, the better address
// it works at (with a button to use it), or the problem. Keeping the button checks at once what is not yet.
import { useCallback, useEffect, useRef, useState } from "react";
import {
  LINK_CHECK_DELAY_MS,
  linkCheckProblem,
  parseWebAddress,
  type LinkCheckOutcome,
  type ParamName,
} from "../../../common/catalogue/index.ts";
import { checkLink } from "./sync.ts";
import type { Language } from "../../../contract/language.ts";
import { useCatalogueLanguage, useSay, type Say } from "./words.ts";

export interface Check {
  /** The address as typed. */
  address: string;
  outcome: LinkCheckOutcome;
}

export function useLinkChecks() {
  const [checks, setChecks] = useState<Partial<Record<ParamName, Check>>>({});
  const timers = useRef(new Map<ParamName, ReturnType<typeof setTimeout>>());
  const aborts = useRef(new Map<ParamName, AbortController>());

  useEffect(() => {
    const pending = timers.current;
    const running = aborts.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  /** Checks `value` now (`invalid`: the field's own rules refuse it, so there is nothing to check). */
  const run = useCallback(async (name: ParamName, value: string, invalid: boolean) => {
    aborts.current.get(name)?.abort();
    // As typed: without a scheme, the checker tries https:// and then http:// and offers the one that works.
    const address = value.trim();
    if (invalid || !parseWebAddress(address).ok) {
      setChecks((c) => ({ ...c, [name]: undefined }));
      return undefined;
    }
    const controller = new AbortController();
    aborts.current.set(name, controller);
    setChecks((c) => ({ ...c, [name]: { address: value, outcome: { state: "checking" } } }));
    try {
      const check: Check = { address: value, outcome: await checkLink(address, controller.signal) };
      setChecks((c) => ({ ...c, [name]: check }));
      return check;
    } catch {
      return undefined; // replaced by a newer check
    }
  }, []);

  /** Typed: the last check goes, a new one starts when typing has stopped for 2 s. */
  const schedule = (name: ParamName, value: string, invalid: boolean) => {
    clearTimeout(timers.current.get(name));
    aborts.current.get(name)?.abort();
    setChecks((c) => ({ ...c, [name]: undefined }));
    timers.current.set(
      name,
      setTimeout(() => void run(name, value, invalid), LINK_CHECK_DELAY_MS),
    );
  };

  /** The check of `value`: the one done, or one done now when there is none for it yet. */
  const checkNow = async (name: ParamName, value: string, invalid: boolean) => {
    const check = checks[name];
    if (check && check.address === value && check.outcome.state !== "checking") return check;
    clearTimeout(timers.current.get(name));
    return run(name, value, invalid);
  };

  /** The manager took the better address: it is the one that works. */
  const accept = (name: ParamName, address: string) =>
    setChecks((c) => ({ ...c, [name]: { address, outcome: { state: "ok" } } }));

  return { checks, schedule, checkNow, accept };
}

/** "Title: message" of a link check's problem in `language`, or the message alone. */
export function problemText(
  t: Say,
  outcome: LinkCheckOutcome,
  field: ParamName,
  language: Language,
): string | null {
  const problem = linkCheckProblem(outcome, field, language);
  if (!problem) return null;
  return problem.title && problem.title !== problem.message
    ? t("island.check.problem", { title: problem.title, message: problem.message })
    : problem.message;
}

function checkText(
  t: Say,
  check: Check,
  field: ParamName,
  language: Language,
): { text: string; problem: boolean } | null {
  const { outcome } = check;
  if (outcome.state === "checking") return { text: t("island.check.checking"), problem: false };
  if (outcome.state === "ok")
    return outcome.correctedUrl
      ? { text: t("island.check.worksAt", { url: outcome.correctedUrl }), problem: false }
      : { text: t("island.check.works"), problem: false };
  const text = problemText(t, outcome, field, language);
  return text ? { text, problem: true } : null;
}

/** Whether the check has something to say under the field (whatever the language: the words do not count). */
export function checkShown(check: Check | undefined, field: ParamName): boolean {
  return check !== undefined && checkText((key) => key, check, field, "en") !== null;
}

/** What the check says under the field (`id`: the field's; the status has `${id}-check`). */
export function LinkCheckStatus({
  id,
  field,
  check,
  onUse,
}: {
  id: string;
  field: ParamName;
  check: Check | undefined;
  onUse: (address: string) => void;
}) {
  const t = useSay();
  const language = useCatalogueLanguage();
  const said = check ? checkText(t, check, field, language) : null;
  if (!check || !said) return null;
  const corrected = check.outcome.state === "ok" ? check.outcome.correctedUrl : undefined;
  return (
    <div
      id={`${id}-check`}
      className={`link-check${said.problem ? " link-check--problem" : ""}`}
      role="status"
    >
      <p>{said.text}</p>
      {corrected ? (
        <button type="button" className="button button--secondary" onClick={() => onUse(corrected)}>
          {t("island.check.use", { url: corrected })}
        </button>
      ) : null}
    </div>
  );
}
