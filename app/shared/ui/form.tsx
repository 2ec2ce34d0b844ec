// Form pieces that work without JavaScript: native elements, a visible label for every field, the
// error next to the field (with a hidden "Error:" for screen readers) and an error summary that
// takes focus when the page comes back with errors. The fields here are conform's, their metadata read once
// (field-props.ts); their parts (label, hint, error line, checkbox) are field-parts.tsx's, and radios are
// radios.tsx's.
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { PASSWORD_MIN_LENGTH } from "../../../contract/limits.ts";
import { sharedMessages } from "../messages/index.ts";
import { Checkbox, Field, FieldError, fieldClass } from "./field-parts.tsx";
import { inputProps, readField } from "./field-props.ts";
import { useMessages } from "./messages.tsx";

export interface SummaryItem {
  fieldId: string;
  message: string;
}

/** Field errors in form order, for the error summary. */
export function summaryItems(fields: FieldMetadata<unknown>[]): SummaryItem[] {
  return fields.flatMap((f) => {
    const message = f.errors?.[0];
    return message ? [{ fieldId: f.id, message }] : [];
  });
}

/** A failed call to the service: the spec's alert, titled from the action's label. */
export interface SummaryFailure {
  title: string;
  message: string;
}

/**
 * The page's one error summary, as GOV.UK Frontend's: a failure of the service (its title and message)
 * and the fields' errors (links to the fields) in one box. The box takes focus once when the page loads
 * (`autoFocus` with `tabIndex -1`, which works without scripts); the announcement comes from the
 * `role="alert"` container inside it, never from the focused element itself, so the focus and the live
 * region do not race and a screen reader reads the heading and the list. /scripts/error-summary.js makes
 * a link bring its field's label (or legend) into view before focusing the field.
 */
export function ErrorSummary({
  failure,
  items = [],
  title,
  children,
}: {
  failure?: SummaryFailure | null;
  items?: SummaryItem[];
  /** The heading when there is no failure. */
  title?: string;
  /** More of the summary's body, after the list. */
  children?: ReactNode;
}) {
  const t = useMessages(sharedMessages);
  if (!failure && items.length === 0 && !children) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- GOV.UK's pattern: focus the summary once on load
    <div className="error-summary" data-error-summary tabIndex={-1} autoFocus>
      <div role="alert">
        <h2 className="error-summary__title">{failure?.title ?? title ?? t("form.problem")}</h2>
        <div className="error-summary__body">
          {failure ? <p>{failure.message}</p> : null}
          {items.length > 0 ? (
            <ul className="error-summary__list">
              {items.map((item) => (
                <li key={`${item.fieldId}-${item.message}`}>
                  <a href={`#${item.fieldId}`}>{item.message}</a>
                </li>
              ))}
            </ul>
          ) : null}
          {children}
        </div>
      </div>
    </div>
  );
}

interface TextFieldProps {
  meta: FieldMetadata<string>;
  label: string;
  hint?: ReactNode;
  type?: "text" | "email" | "password" | "tel" | "url";
  autoComplete?: string;
  spellCheck?: boolean;
  inputMode?: "email" | "text" | "tel" | "url";
  className?: string;
  /** Do not send the value back to the page (passwords). */
  noValue?: boolean;
  /** Shown and sent, but not editable (for example the invited address). */
  readOnly?: boolean;
  children?: ReactNode;
}

export function TextField({
  meta,
  label,
  hint,
  type = "text",
  autoComplete,
  spellCheck,
  inputMode,
  className,
  noValue,
  readOnly,
  children,
}: TextFieldProps) {
  const field = readField(meta);
  const hintId = hint ? `${field.id}-hint` : undefined;
  const props = inputProps(field, { type, ariaDescribedBy: hintId, value: !noValue });
  return (
    <Field
      id={field.id}
      errorId={field.errorId}
      error={field.errors?.[0]}
      label={label}
      hint={hint}
      hintId={hintId}
    >
      <input
        {...props}
        className={`input${className ? ` ${className}` : ""}`}
        autoComplete={autoComplete}
        spellCheck={spellCheck}
        inputMode={inputMode}
        readOnly={readOnly}
      />
      {children}
    </Field>
  );
}

/** A password field with a show/hide button that the enhancement script reveals. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "noValue" | "children">) {
  const id = props.meta.id;
  const t = useMessages(sharedMessages);
  return (
    <TextField {...props} type="password" noValue spellCheck={false}>
      <button
        type="button"
        className="button button--secondary password-toggle"
        data-password-toggle={id}
        aria-controls={id}
        aria-pressed="false"
        data-hide-label={t("form.hidePassword")}
        hidden
      >
        {t("form.showPassword")}
      </button>
    </TextField>
  );
}

/** A new password and its confirmation (registration, reset, change), with the length rule as a hint. */
export function NewPasswordFields({
  password,
  confirmPassword,
  label,
  confirmLabel,
}: {
  password: FieldMetadata<string>;
  confirmPassword: FieldMetadata<string>;
  label?: string;
  confirmLabel?: string;
}) {
  const t = useMessages(sharedMessages);
  return (
    <>
      <PasswordField
        meta={password}
        label={label ?? t("form.newPassword")}
        hint={t("form.passwordHint", { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
      />
      <PasswordField
        meta={confirmPassword}
        label={confirmLabel ?? t("form.confirmNewPassword")}
        autoComplete="new-password"
      />
    </>
  );
}

export function CheckboxField({ meta, label }: { meta: FieldMetadata<string | boolean>; label: ReactNode }) {
  const field = readField(meta);
  const { id, ...props } = inputProps(field, { type: "checkbox", value: "on" });
  const error = field.errors?.[0];
  return (
    <div className={fieldClass(Boolean(error))}>
      <FieldError id={field.errorId} message={error} />
      <Checkbox {...props} id={id ?? field.id} label={label} />
    </div>
  );
}

/** The agreement every new account gives (registration, and registration from an invitation). */
export function TermsAgreementField({ meta }: { meta: FieldMetadata<string | boolean> }) {
  const t = useMessages(sharedMessages);
  return (
    <CheckboxField
      meta={meta}
      label={t.rich("form.terms", {
        terms: (words) => <a href="/terms">{words}</a>,
        privacy: (words) => <a href="/privacy">{words}</a>,
      })}
    />
  );
}
