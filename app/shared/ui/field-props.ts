// A form field's conform metadata read once, as plain values, and its input's props made from them, for the
// form's components (form.tsx).
//
// conform's field metadata is a proxy that builds the field's whole metadata again (a new object with its
// getters, wrapped in a new proxy) on every property read, and records each read for the browser's
// re-renders: getInputProps alone read fifteen of them, and a text field some of them again for its label
// and error, about twenty reads a field. No page hydrates its forms (decision 017), so none of that
// recording is used: a field reads here what it needs, once.
import type { FieldMetadata, getInputProps } from "@conform-to/react";

/** The part of a field's metadata that the form's components and getInputProps read. */
export interface FieldValues {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  errors: string[] | undefined;
  initialValue: unknown;
  required: boolean | undefined;
  minLength: number | undefined;
  maxLength: number | undefined;
  min: string | number | undefined;
  max: string | number | undefined;
  step: string | number | undefined;
  pattern: string | undefined;
  multiple: boolean | undefined;
  accept: string | undefined;
}

// The field metadata of any field (conform's type differs only in the schema of its value).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, any>;

/**
 * Reads each of the field's values once. The ids are made as conform makes them (its getMetadata: the form's
 * id and the field's name, then "-error"), which saves two reads of the thirteen left.
 */
export function readField(meta: AnyField): FieldValues {
  const { name, formId, errors, initialValue } = meta;
  const { required, minLength, maxLength, min, max, step, pattern, multiple, accept } = meta;
  const id = name ? `${formId}-${name}` : formId;
  const errorId = `${id}-error`;
  return {
    id,
    name,
    formId,
    errorId,
    errors,
    initialValue,
    required,
    minLength,
    maxLength,
    min,
    max,
    step,
    pattern,
    multiple,
    accept,
  };
}

/** What the form's inputs ask of getInputProps: a type, a hint to describe them, whether to show the value. */
export type InputOptions =
  | { type: "checkbox" | "radio"; ariaDescribedBy?: string; value?: string | boolean }
  | {
      type: "text" | "email" | "password" | "tel" | "url" | "number" | "hidden";
      ariaDescribedBy?: string;
      value?: boolean;
    };

/**
 * The input's props for a field read with readField: exactly what conform's getInputProps gives for these
 * options (the same props in the same order, none of them undefined), without the React key it always
 * leaves undefined. Built directly: getInputProps makes and spreads four objects through Babel's helpers, about
 * a third of what a field costs even with plain values (tests/portal/field-props.test.tsx holds the two to
 * the same props).
 */
export function inputProps(field: FieldValues, options: InputOptions) {
  const props: Record<string, unknown> = {};
  const set = (name: string, value: unknown) => {
    if (value !== undefined) props[name] = value;
  };
  const invalid = field.errors !== undefined;
  const describedBy = options.ariaDescribedBy;
  set("required", field.required || undefined);
  set("id", field.id);
  set("name", field.name);
  set("form", field.formId);
  set("aria-invalid", invalid || undefined);
  set("aria-describedby", invalid ? `${field.errorId} ${describedBy ?? ""}`.trim() : describedBy);
  set("type", options.type);
  set("minLength", field.minLength);
  set("maxLength", field.maxLength);
  set("min", field.min);
  set("max", field.max);
  set("step", field.step);
  set("pattern", field.pattern);
  set("multiple", field.multiple);
  set("accept", field.accept);
  if (options.value === undefined || options.value) {
    const initial = field.initialValue;
    if (options.type === "checkbox" || options.type === "radio") {
      const value = typeof options.value === "string" ? options.value : "on";
      props.value = value;
      props.defaultChecked = Array.isArray(initial) ? initial.includes(options.value) : initial === value;
    } else if (typeof initial === "string") props.defaultValue = initial;
  }
  return props as ReturnType<typeof getInputProps>;
}
