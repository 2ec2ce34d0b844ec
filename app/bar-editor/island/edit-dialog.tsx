// The edit-button dialog (spec S2 §4, §5): the parameters that apply, the colour, each field validated when it
// loses focus, addresses checked by /v1 2 s after typing stops (link-checks.tsx), and 'This button still has
// some problems.' (Continue / Go back, still-problems.tsx) before keeping a button that still has some.
import { useState } from "react";
import {
  PARAM_FIELDS,
  buttonOf,
  catalogueMessages,
  checkParam,
  colourOf,
  fieldState,
  isSkypeAction,
  itemProblems,
  markEdited,
  paramNamesOf,
  setColour,
  setParameter,
  type BarItem,
  type ColourName,
  type ParamName,
  type Parameters,
} from "../../../common/catalogue/index.ts";
import { ButtonIcon } from "../../shared/ui/ButtonIcon.tsx";
import { ColourChoice, ParamInput } from "../button-fields.tsx";
import { LinkCheckStatus, checkShown, problemText, useLinkChecks } from "./link-checks.tsx";
import { Modal } from "./modal.tsx";
import { withCheckedLink } from "./state.ts";
import { StillProblemsDialog, type StepProblem } from "./still-problems.tsx";
import { useCatalogueLanguage, useSay } from "./words.ts";

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
  const [step, setStep] = useState<StepProblem[] | null>(null);
  const language = useCatalogueLanguage();
  // A button that already has a problem says so when its dialog opens (the spec's 'This item has a problem.').
  const [problemsAtOpen] = useState(() =>
    isNew
      ? []
      : itemProblems(item, { language })
          .filter((p) => p.level === "error")
          .map((p) => p.message),
  );
  const t = useSay();
  const links = useLinkChecks();
  const names = paramNamesOf(item);
  const label = item.data.parameters.label || t("island.noText");
  const icon = buttonOf(item)?.icon;

  function typed(name: ParamName, raw: string | boolean) {
    setParams((p) => withValue(p, name, raw));
    // A fixed message goes away as soon as the field is right again; a new one waits for the blur.
    const invalid = Boolean(checkParam(name, withValue(params, name, raw), language));
    if (errors[name] && !invalid) setErrors((e) => ({ ...e, [name]: undefined }));
    if (PARAM_FIELDS[name].remoteCheck && typeof raw === "string") links.schedule(name, raw, invalid);
  }

  function blurred(name: ParamName) {
    setErrors((e) => ({ ...e, [name]: checkParam(name, params, language) }));
  }

  async function keep(confirmed: boolean) {
    let next = applied(item, params, colour);
    const problems: StepProblem[] = itemProblems(next, { language }).map((p) => ({
      field: p.field ?? "label",
      text: p.message,
    }));
    if (problems.length === 0) {
      // An address typed a moment ago is checked now, as the no-JS page does when it is sent.
      for (const name of names) {
        if (!PARAM_FIELDS[name].remoteCheck || !fieldState(name, params).enabled) continue;
        const value = String(params[name] ?? "");
        const check = await links.checkNow(name, value, Boolean(checkParam(name, params, language)));
        if (!check) continue;
        // What the check found to work is kept, not the address as typed (the no-JS page does the same).
        next = withCheckedLink(next, name, check.outcome);
        const text = problemText(t, check.outcome, name, language);
        if (text) problems.push({ field: name, text });
      }
    }
    if (problems.length > 0 && !confirmed) {
      setErrors(Object.fromEntries(names.map((n) => [n, checkParam(n, params, language)])));
      setStep(problems);
      return;
    }
    onKeep(next);
  }

  return (
    <Modal id="edit-dialog" title={t("island.edit.title", { label })} onClose={onCancel}>
      {icon ? (
        <p className="button-preview">
          <ButtonIcon icon={icon} /> {label}
        </p>
      ) : null}
      {problemsAtOpen.length > 0 ? (
        <div className="panel panel--notice">
          <p>
            <strong>{catalogueMessages(language).itemHasProblem}</strong>
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
          const check = links.checks[name];
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
                state.enabled && checkShown(check, name) ? (
                  <LinkCheckStatus
                    id={id}
                    field={name}
                    check={check}
                    onUse={(corrected) => {
                      setParams((p) => withValue(p, name, corrected));
                      links.accept(name, corrected);
                      document.getElementById(id)?.focus();
                    }}
                  />
                ) : undefined
              }
            />
          );
        })}
        <ColourChoice idPrefix="dialog-colour" value={colour} onChange={setColourName} />
        <div className="button-group">
          <button type="submit" className="button">
            {t("island.edit.keep")}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t(isNew ? "island.edit.cancelNew" : "island.cancel")}
          </button>
        </div>
      </form>
      {step ? (
        <StillProblemsDialog
          problems={step}
          fieldId={fieldId}
          onContinue={() => {
            setStep(null);
            void keep(true);
          }}
          onClose={() => setStep(null)}
        />
      ) : null}
    </Modal>
  );
}
