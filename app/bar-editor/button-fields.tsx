// A button's fields (spec S2 §5), drawn the same way on the no-JS button page (uncontrolled, sent with the form)
// and in the island's edit dialog (controlled, validated on blur): each parameter's label, hint, error and
// control, and the colour choice. Their words: island/words.ts, and the catalogue's in the reader's language.
import type { ReactNode } from "react";
import { Checkbox, describedBy, Field, FieldError, fieldClass } from "../shared/ui/field-parts.tsx";
import { Radios } from "../shared/ui/radios.tsx";
import {
  BUTTON_COLOURS,
  paramFieldsIn,
  type ColourName,
  type ParamName,
} from "../../common/catalogue/index.ts";
import { useCatalogueLanguage, useSay, type IslandKey } from "./island/words.ts";

const DISABLED_HINTS: Partial<Record<ParamName, IslandKey>> = {
  // The name is needed to call (checkParam in common/catalogue/params.ts); to only open Skype, the box above
  // is ticked instead, which turns this field off.
  skypeId: "island.field.skypeId",
  skypeAction: "island.field.skypeAction",
  exe: "island.field.exe",
  appId: "island.field.appId",
};

export function ParamInput({
  id,
  name,
  value,
  error,
  disabled,
  onChange,
  onBlur,
  after,
  afterId,
}: {
  id: string;
  name: ParamName;
  /** Text, or whether the box is ticked. */
  value: string | boolean;
  error?: string;
  disabled?: boolean;
  /** Given: a controlled field (the dialog). Absent: a form field named after the parameter (the page). */
  onChange?: (value: string | boolean) => void;
  onBlur?: () => void;
  /** Shown under the control (the link check), with the id it is described by. */
  after?: ReactNode;
  afterId?: string;
}) {
  const t = useSay();
  const field = paramFieldsIn(useCatalogueLanguage())[name];
  const disabledHint = DISABLED_HINTS[name];
  const hint = [field.hint, disabledHint && t(disabledHint)].filter(Boolean).join(" ");
  const label = name === "label" ? t("island.field.label") : field.label;
  const controlled = onChange !== undefined;
  if (field.type === "checkbox") {
    return (
      <div className={fieldClass(Boolean(error))}>
        <FieldError id={`${id}-error`} message={error} />
        <Checkbox
          id={id}
          label={label}
          {...(controlled
            ? { checked: value === true, onChange: (e) => onChange(e.currentTarget.checked) }
            : { name, defaultChecked: value === true })}
        />
      </div>
    );
  }
  const text = typeof value === "string" ? value : "";
  const common = {
    id,
    className: "input",
    disabled,
    onBlur,
    "aria-describedby": describedBy(
      hint && `${id}-hint`,
      error && `${id}-error`,
      after ? afterId : undefined,
    ),
    "aria-invalid": error ? true : undefined,
  };
  return (
    <Field id={id} label={label} hint={hint} error={error} after={after}>
      {field.type === "select" ? (
        <select
          {...common}
          {...(controlled
            ? { value: text, onChange: (e) => onChange(e.currentTarget.value) }
            : { name, defaultValue: text })}
        >
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.type === "url" ? "url" : "text"}
          maxLength={field.maxLength}
          autoComplete={field.autocomplete ?? "off"}
          spellCheck={field.type === "url" ? false : undefined}
          {...(controlled
            ? { value: text, onChange: (e) => onChange(e.currentTarget.value) }
            : { name, defaultValue: text })}
        />
      )}
    </Field>
  );
}

/** The six colours as radios (a form field named "colour" on the page; controlled in the dialog). */
export function ColourChoice({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: ColourName;
  onChange?: (colour: ColourName) => void;
}) {
  const t = useSay();
  return (
    <Radios
      name={onChange ? idPrefix : "colour"}
      idPrefix={idPrefix}
      legend={t("island.field.colour")}
      options={BUTTON_COLOURS.map((c) => {
        const name = t(`island.colour.${c.name}`);
        return {
          value: c.name,
          label: (
            <>
              <span className={`colour-swatch colour--${c.name}`} aria-hidden="true" />
              {name.charAt(0).toUpperCase() + name.slice(1)}
            </>
          ),
        };
      })}
      {...(onChange ? { value, onChange } : { defaultValue: value })}
      compact
      className="colour-picker"
    />
  );
}
