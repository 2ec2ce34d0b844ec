// The edit-button dialog (spec §4, §5): the parameters that apply, the colour, each field validated when it
// loses focus, addresses checked by /v1 2 s after typing stops (checking, works, a corrected address offered,
// or the problem), and 'This button still has some problems.' (Continue / Go back) before keeping a button
// that still has some.
import { useEffect, useRef, useState } from "react";
import {
  LINK_CHECK_DELAY_MS,
  PARAM_FIELDS,
  MESSAGES,
  buttonOf,
  checkParam,
  colourOf,
  fieldState,
  isSkypeAction,
  itemProblems,
  linkCheckProblem,
  markEdited,
  paramNamesOf,
  parseWebAddress,
  setColour,
  setParameter,
  type BarItem,
  type ColourName,
  type LinkCheckOutcome,
  type ParamName,
  type Parameters,
} from "../../catalogue/index.ts";
import { ButtonIcon } from "../../catalogue/ButtonIcon.tsx";
import { ColourChoice, ParamInput } from "../button-fields.tsx";
import { Modal } from "./modal.tsx";
import { withCheckedLink } from "./state.ts";
import { checkLink } from "./sync.ts";

interface Check {
  address: string;
  outcome: LinkCheckOutcome;
}

interface StepProblem {
  field: ParamName;
  text: string;
}

const fieldId = (name: string) => `dialog-param-${name}`;

/** The parameters with one field's typed value (the kinds a form gives: text, a ticked box, a choice). */
function withValue(params: Parameters, name: ParamName, raw: string | boolean): Parameters {
  const next: Parameters = { ...params };
  if (name === "skypeNoCall") next.skypeNoCall = raw === true;
  else if (name === "skypeAction") {
    if (isSkypeAction(raw)) next.skypeAction = raw;
  } else if (name === "defaultApp") {
    if (raw === "" || raw === "custom" || raw === "email" || raw === "browser") next.defaultApp = raw;
  } else next[name] = String(raw);
  return next;
}

function applied(item: BarItem, params: Parameters, colour: ColourName): BarItem {
  let next = item;
  for (const name of paramNamesOf(item)) next = setParameter(next, name, params[name]);
  return markEdited(setColour(next, colour));
}

function checkText(check: Check | undefined): { text: string; problem: boolean } | null {
  if (!check) return null;
  const { outcome } = check;
  if (outcome.state === "checking") return { text: "Checking the link…", problem: false };
  if (outcome.state === "ok")
    return outcome.correctedUrl
      ? { text: `The link works at ${outcome.correctedUrl}.`, problem: false }
      : { text: "The link works.", problem: false };
  const problem = linkCheckProblem(outcome, "url");
  if (!problem) return null;
  const title = problem.title && problem.title !== problem.message ? `${problem.title}: ` : "";
  return { text: `${title}${problem.message}`, problem: true };
}

export function EditDialog({
  item,
  isNew,
  onKeep,
  onCancel,
}: {
  item: BarItem;
  isNew: boolean;
  onKeep: (item: BarItem) => void;
  onCancel: () => void;
}) {
  const [params, setParams] = useState<Parameters>(item.data.parameters);
  const [colour, setColourName] = useState<ColourName>(colourOf(item));
  const [errors, setErrors] = useState<Partial<Record<ParamName, string>>>({});
  const [checks, setChecks] = useState<Partial<Record<ParamName, Check>>>({});
  const [step, setStep] = useState<StepProblem[] | null>(null);
  // A button that already has a problem says so when its dialog opens (the spec's 'This item has a problem.').
  const [problemsAtOpen] = useState(() =>
    isNew
      ? []
      : itemProblems(item)
          .filter((p) => p.level === "error")
          .map((p) => p.message),
  );
  const goBackTo = useRef<ParamName | null>(null);
  const timers = useRef(new Map<ParamName, ReturnType<typeof setTimeout>>());
  const aborts = useRef(new Map<ParamName, AbortController>());
  const names = paramNamesOf(item);
  const label = item.data.parameters.label || "(no text)";
  const icon = buttonOf(item)?.icon;

  useEffect(() => {
    const pending = timers.current;
    const running = aborts.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  async function runCheck(name: ParamName, value: string): Promise<Check | undefined> {
    aborts.current.get(name)?.abort();
    // As typed: without a scheme, the checker tries https:// and then http:// and offers the one that works.
    const address = value.trim();
    if (checkParam(name, withValue(params, name, value)) || !parseWebAddress(address).ok) {
      setChecks((c) => ({ ...c, [name]: undefined }));
      return undefined;
    }
    const controller = new AbortController();
    aborts.current.set(name, controller);
    setChecks((c) => ({ ...c, [name]: { address: value, outcome: { state: "checking" } } }));
    try {
      const outcome = await checkLink(address, controller.signal);
      const check = { address: value, outcome };
      setChecks((c) => ({ ...c, [name]: check }));
      return check;
    } catch {
      return undefined; // replaced by a newer check
    }
  }

  function typed(name: ParamName, raw: string | boolean) {
    setParams((p) => withValue(p, name, raw));
    // A fixed message goes away as soon as the field is right again; a new one waits for the blur.
    if (errors[name] && !checkParam(name, withValue(params, name, raw))) {
      setErrors((e) => ({ ...e, [name]: undefined }));
    }
    if (PARAM_FIELDS[name].remoteCheck && typeof raw === "string") {
      clearTimeout(timers.current.get(name));
      aborts.current.get(name)?.abort();
      setChecks((c) => ({ ...c, [name]: undefined }));
      timers.current.set(
        name,
        setTimeout(() => void runCheck(name, raw), LINK_CHECK_DELAY_MS),
      );
    }
  }

  function blurred(name: ParamName) {
    setErrors((e) => ({ ...e, [name]: checkParam(name, params) }));
  }

  async function keep(confirmed: boolean) {
    let next = applied(item, params, colour);
    const problems: StepProblem[] = itemProblems(next).map((p) => ({
      field: p.field ?? "label",
      text: p.message,
    }));
    if (problems.length === 0) {
      // An address typed a moment ago is checked now, as the no-JS page does when it is sent.
      for (const name of names) {
        if (!PARAM_FIELDS[name].remoteCheck || !fieldState(name, params).enabled) continue;
        const value = String(params[name] ?? "");
        let check = checks[name];
        if (!check || check.address !== value || check.outcome.state === "checking") {
          clearTimeout(timers.current.get(name));
          check = await runCheck(name, value);
        }
        // What the check found to work is kept, not the address as typed (the no-JS page does the same).
        if (check) next = withCheckedLink(next, name, check.outcome);
        const problem = check && linkCheckProblem(check.outcome, name);
        if (problem)
          problems.push({
            field: name,
            text:
              problem.title && problem.title !== problem.message
                ? `${problem.title}: ${problem.message}`
                : problem.message,
          });
      }
    }
    if (problems.length > 0 && !confirmed) {
      setErrors(Object.fromEntries(names.map((n) => [n, checkParam(n, params)])));
      setStep(problems);
      return;
    }
    onKeep(next);
  }

  return (
    <Modal id="edit-dialog" title={`Edit the button "${label}"`} onClose={onCancel}>
      {icon ? (
        <p className="button-preview">
          <ButtonIcon icon={icon} /> {label}
        </p>
      ) : null}
      {problemsAtOpen.length > 0 ? (
        <div className="panel panel--notice">
          <p>
            <strong>{MESSAGES.itemHasProblem}</strong>
          </p>
          <ul>
            {problemsAtOpen.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void keep(false);
        }}
      >
        {names.map((name) => {
          const state = fieldState(name, params);
          if (!state.applicable) return null;
          const id = fieldId(name);
          const check = state.enabled ? checkText(checks[name]) : null;
          const outcome = checks[name]?.outcome;
          const corrected = outcome?.state === "ok" ? outcome.correctedUrl : undefined;
          const value = params[name];
          return (
            <ParamInput
              key={name}
              id={id}
              name={name}
              value={typeof value === "boolean" ? value : (value ?? "")}
              error={state.enabled ? errors[name] : undefined}
              disabled={!state.enabled}
              onChange={(raw) => typed(name, raw)}
              onBlur={() => blurred(name)}
              afterId={`${id}-check`}
              after={
                check ? (
                  <div
                    id={`${id}-check`}
                    className={`link-check${check.problem ? " link-check--problem" : ""}`}
                    role="status"
                  >
                    <p>{check.text}</p>
                    {corrected ? (
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => {
                          setParams((p) => withValue(p, name, corrected));
                          setChecks((c) => ({
                            ...c,
                            [name]: { address: corrected, outcome: { state: "ok" } },
                          }));
                          document.getElementById(id)?.focus();
                        }}
                      >
                        Use {corrected}
                      </button>
                    ) : null}
                  </div>
                ) : undefined
              }
            />
          );
        })}
        <ColourChoice idPrefix="dialog-colour" value={colour} onChange={setColourName} />
        <div className="button-group">
          <button type="submit" className="button">
            Keep these settings
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {isNew ? "Cancel and remove the button" : "Cancel"}
          </button>
        </div>
      </form>
      {step ? (
        <Modal
          id="problems-dialog"
          title={MESSAGES.stillHasProblems}
          onClose={() => setStep(null)}
          returnFocus={() => {
            const name = goBackTo.current;
            goBackTo.current = null;
            return name ? document.getElementById(fieldId(name)) : null;
          }}
        >
          <ul className="error-summary__list">
            {step.map((p) => (
              <li key={`${p.field}-${p.text}`}>{p.text}</li>
            ))}
          </ul>
          <p>Continue keeps the button as it is now. Go back to change it.</p>
          <div className="button-group">
            <button
              type="button"
              className="button"
              onClick={() => {
                setStep(null);
                void keep(true);
              }}
            >
              Continue
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                goBackTo.current = step[0]?.field ?? null;
                setStep(null);
              }}
            >
              Go back
            </button>
          </div>
        </Modal>
      ) : null}
    </Modal>
  );
}
