// Radios, as GOV.UK Frontend's: one question in a fieldset (its legend, hint and error line), then a radio for each
// answer with its label and, if it has one, a hint of its own. `Radios` takes plain props (the bar editor's island
// draws it controlled, under Preact, so nothing here imports conform's code); `RadioGroup` takes conform's field
// metadata: the name, the ids, the error and the answer kept after a failed post.
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { describedBy, FieldError, FieldHint, Fieldset, fieldClass } from "./field-parts.tsx";
import type { SummaryItem } from "./form.tsx";

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  /** Under the label; the radio names it in its aria-describedby. */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadiosProps<V extends string = string> {
  name: string;
  /** The radios' ids are `${idPrefix}-${value}`, the group's hint's `${idPrefix}-hint`. */
  idPrefix: string;
  legend: ReactNode;
  /** The legend is the page's h1 (a page asking one question). */
  legendAsHeading?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Default `${idPrefix}-error`. */
  errorId?: string;
  /** Say the error as it appears (a dialog: a page has its error summary for that). */
  announceError?: boolean;
  options: readonly RadioOption<V>[];
  /** The answer checked as the page loads (a form sent as it is, without scripts). */
  defaultValue?: string | null;
  /** Controlled radios (the island's dialogs): the answer checked, and what a click on another does. */
  value?: string | null;
  onChange?: (value: V) => void;
  /** The bar editor's radios: box and label on one line (class `radio`). Default: the box in a column of its
   * own, the label and its hint in the other (class `checkbox`, shared with the checkboxes). */
  compact?: boolean;
  /** A class of the fieldset's own, after `field`. */
  className?: string;
}

/** One radio, its label and its hint. */
function Radio({
  id,
  name,
  option,
  compact,
  checked,
}: {
  id: string;
  name: string;
  option: RadioOption;
  compact: boolean;
  checked: { checked: boolean; onChange: () => void } | { defaultChecked: boolean };
}) {
  const look = compact ? "radio" : "checkbox";
  const hintId = option.hint ? `${id}-hint` : undefined;
  return (
    <div className={look}>
      <input
        className={`${look}__input`}
        type="radio"
        id={id}
        name={name}
        value={option.value}
        disabled={option.disabled}
        aria-describedby={hintId}
        {...checked}
      />
      <label className={`${look}__label`} htmlFor={id}>
        {option.label}
      </label>
      {option.hint ? (
        <FieldHint id={hintId} as="p">
          {option.hint}
        </FieldHint>
      ) : null}
    </div>
  );
}

/**
 * The question and its answers. The fieldset names the hint and the error line in its aria-describedby, so a
 * screen reader says them on entering the group; each radio names its own hint.
 */
export function Radios<V extends string>({
  name,
  idPrefix,
  legend,
  legendAsHeading,
  hint,
  error,
  errorId = `${idPrefix}-error`,
  announceError,
  options,
  defaultValue,
  value,
  onChange,
  compact = false,
  className,
}: RadiosProps<V>) {
  const hintId = hint ? `${idPrefix}-hint` : undefined;
  return (
    <Fieldset
      className={fieldClass(Boolean(error), className)}
      legend={legend}
      legendAsHeading={legendAsHeading}
      describedBy={describedBy(hintId, error && errorId)}
    >
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId} message={error} announce={announceError} />
      {options.map((option) => (
        <Radio
          key={option.value}
          id={`${idPrefix}-${option.value}`}
          name={name}
          option={option}
          compact={compact}
          checked={
            onChange
              ? { checked: value === option.value, onChange: () => onChange(option.value) }
              : { defaultChecked: defaultValue === option.value }
          }
        />
      ))}
    </Fieldset>
  );
}

export type RadioGroupProps<T> = Omit<
  RadiosProps<string>,
  "name" | "idPrefix" | "error" | "errorId" | "value" | "onChange" | "defaultValue"
> & {
  field: FieldMetadata<T>;
  /** The answer checked when the form holds none (the saved answer; kept answers come from `field`). */
  defaultValue?: string | null;
};

/** Radios for a conform field: its name and id, its first error, and the answer sent before a failed post. */
export function RadioGroup<T>({ field, defaultValue, ...props }: RadioGroupProps<T>) {
  const kept = field.initialValue;
  return (
    <Radios
      {...props}
      name={field.name}
      idPrefix={field.id}
      error={field.errors?.[0]}
      errorId={field.errorId}
      defaultValue={typeof kept === "string" ? kept : defaultValue}
    />
  );
}

/**
 * The field's error for the error summary, its link going to the first answer that can be chosen (GOV.UK's: a
 * radio group has no element of the field's own id to go to).
 */
export function radioSummaryItems<T>(
  field: FieldMetadata<T>,
  options: readonly RadioOption[],
): SummaryItem[] {
  const message = field.errors?.[0];
  if (!message) return [];
  const first = options.find((option) => !option.disabled) ?? options[0];
  return [{ fieldId: first ? `${field.id}-${first.value}` : field.id, message }];
}
