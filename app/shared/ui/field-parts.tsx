// The parts every form field is drawn from, as GOV.UK Frontend's: the field's wrapper (red bar on the left when it
// has an error), its label or legend, its hint, its error line (with a hidden "Error:" for screen readers) and a
// single checkbox. Plain props only, no conform: the island's dialogs (Preact, controlled) draw the same fields as
// the pages; app/shared/ui/form.tsx and radios.tsx wire them to conform's field metadata.
import type { FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { useSharedWords } from "./words.tsx";

/** The ids an aria-describedby names, in order, leaving out the absent ones; undefined when none is left. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

/** The class of a field's wrapper: `field`, any class of its own, and `field--error` when it has an error. */
export function fieldClass(invalid: boolean, className?: string): string {
  return `field${className ? ` ${className}` : ""}${invalid ? " field--error" : ""}`;
}

/** A conform field's id, error id and first error, as the props of Field, FieldError or Radios want them. */
export function metaProps(meta: FieldMetadata<unknown>): { id: string; errorId: string; error?: string } {
  return { id: meta.id, errorId: meta.errorId, error: meta.errors?.[0] };
}

/**
 * A field's error line: the message after a hidden "Error:", so a screen reader says what it is wherever the
 * reader lands. Nothing without a message. `announce` says it as it appears (a dialog, which has no error
 * summary to do that).
 */
export function FieldError({
  id,
  message,
  announce = false,
}: {
  id?: string;
  message?: ReactNode;
  announce?: boolean;
}) {
  const words = useSharedWords();
  if (message === undefined || message === null || message === "" || message === false) return null;
  return (
    <p className="field__error" id={id} role={announce ? "alert" : undefined}>
      <span className="visually-hidden">{words.errorPrefix}</span> {message}
    </p>
  );
}

/** A field's hint, under its label or legend; a control names it in its aria-describedby. */
export function FieldHint({
  id,
  as: Tag = "div",
  children,
}: {
  id?: string;
  as?: "div" | "p";
  children: ReactNode;
}) {
  return (
    <Tag className="field__hint" id={id}>
      {children}
    </Tag>
  );
}

export interface FieldProps {
  /** The control's id: the label points at it, and the hint's and error's ids are made from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The hint's element (a paragraph where the page's spacing wants one). */
  hintAs?: "div" | "p";
  /** Default `${id}-hint`. */
  hintId?: string;
  error?: string;
  /** Default `${id}-error` (conform's errorId). */
  errorId?: string;
  className?: string;
  /** Shown under the control row, inside the field (for example the result of a check). */
  after?: ReactNode;
  /** The control, and anything sharing its row (a show-password button). */
  children: ReactNode;
}

/**
 * One field with a visible label: the label, the hint, the error line, then the control in its row. The control
 * is the caller's (conform's props, or its own); it names the hint and the error (`${id}-hint`, `${id}-error`
 * unless given) in its aria-describedby, as getInputProps does.
 */
export function Field({
  id,
  label,
  hint,
  hintAs,
  hintId = `${id}-hint`,
  error,
  errorId = `${id}-error`,
  className,
  after,
  children,
}: FieldProps) {
  return (
    <div className={fieldClass(Boolean(error), className)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <FieldHint id={hintId} as={hintAs}>
          {hint}
        </FieldHint>
      ) : null}
      <FieldError id={errorId} message={error} />
      <div className="field__control">{children}</div>
      {after}
    </div>
  );
}

/**
 * A group of controls under one question (GOV.UK's fieldset): the legend, or the page's h1 inside the legend when
 * the question is the page's one question, then the controls. `describedBy` names the group's hint and error.
 */
export function Fieldset({
  legend,
  legendAsHeading = false,
  legendClassName = "field__label",
  className,
  describedBy: ids,
  children,
}: {
  legend: ReactNode;
  legendAsHeading?: boolean;
  legendClassName?: string;
  className?: string;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className} aria-describedby={ids}>
      <legend className={legendClassName}>
        {legendAsHeading ? <h1 className="field__heading">{legend}</h1> : legend}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * One checkbox and its label, the box in a column of its own. The rest of the input's attributes are the
 * caller's: `name` and `defaultChecked` for a form, `checked` and `onChange` in a dialog, or conform's props.
 */
export function Checkbox({
  id,
  label,
  ...input
}: { id: string; label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">) {
  return (
    <div className="checkbox">
      <input {...input} id={id} type="checkbox" className="checkbox__input" />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
