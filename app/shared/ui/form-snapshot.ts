// A form page's conform metadata as plain objects, read from conform's own state once per field.
//
// conform's metadata (the form's and each field's) is a proxy that builds the whole metadata again on every
// property read and records the read, so that a hydrated form re-renders only for what it used. No page
// hydrates its forms (decision 017): the server renders each form once, and that bookkeeping was about a fifth
// of what a form page allocates, the largest single part of GET /login's garbage collection
// (docs/performance.md). Here each field is built once, its values taken from the same state conform keeps
// (the last submit's values and errors, the schema's constraints), so the markup is the same
// (tests/portal/form-snapshot.test.tsx holds the two to the same values).
import type { FormMetadata } from "@conform-to/react";

// conform's form state (@conform-to/dom's FormState): maps from a field's name to its value, error...
interface FormState {
  submissionStatus?: "error" | "success";
  initialValue: Record<string, unknown>;
  value: Record<string, unknown>;
  error: Record<string, string[] | undefined>;
  constraint: Record<string, Record<string, unknown> | undefined>;
  key: Record<string, string | undefined>;
  valid: Record<string, boolean>;
  dirty: Record<string, boolean>;
}

// The part of conform's form context a snapshot reads.
interface FormContext {
  getFormId(): string;
  getState(): FormState;
  submit: unknown;
  validate: unknown;
  update: unknown;
  reset: unknown;
  insert: unknown;
  remove: unknown;
  reorder: unknown;
}

const CONSTRAINTS = [
  "required",
  "minLength",
  "maxLength",
  "min",
  "max",
  "pattern",
  "step",
  "multiple",
  "accept",
] as const;

/** A field's name inside its parent, as conform writes it: `parent.key`, `parent[0]`, or `key` at the top. */
function childName(prefix: string, key: string | number): string {
  if (typeof key === "number") return `${prefix}[${key}]`;
  return prefix ? `${prefix}.${key}` : key;
}

function isPrefix(name: string, prefix: string): boolean {
  return (
    name === prefix ||
    (name.startsWith(prefix) && (name[prefix.length] === "." || name[prefix.length] === "["))
  );
}

class Snapshot {
  readonly id: string;
  readonly errorId: string;
  readonly descriptionId: string;
  /** The form's id, for a field; conform gives the form itself none. */
  formId: string | undefined;
  readonly initialValue: unknown;
  readonly errors: string[] | undefined;
  readonly name: string;
  private readonly formState: FormContext;
  private readonly state: FormState;
  [constraint: string]: unknown;

  constructor(formState: FormContext, state: FormState, name: string) {
    this.formState = formState;
    this.state = state;
    this.name = name;
    const formId = formState.getFormId();
    this.formId = formId;
    this.id = name ? `${formId}-${name}` : formId;
    this.errorId = `${this.id}-error`;
    this.descriptionId = `${this.id}-description`;
    this.initialValue = state.initialValue[name];
    this.errors = state.error[name];
    const constraint = state.constraint[name];
    for (const key of CONSTRAINTS) this[key] = constraint?.[key];
  }

  get value() {
    return this.state.value[this.name];
  }
  get key() {
    return this.state.key[this.name];
  }
  get valid() {
    return this.state.valid[this.name];
  }
  get dirty() {
    return this.state.dirty[this.name];
  }
  get defaultValue() {
    const initial = this.initialValue;
    if (typeof initial === "string") return initial;
    if (Array.isArray(initial)) return initial[0] as unknown;
    return undefined;
  }
  get defaultOptions() {
    const initial = this.initialValue;
    if (typeof initial === "string") return [initial];
    if (Array.isArray(initial) && initial.every((item) => typeof item === "string")) return initial;
    return undefined;
  }
  get defaultChecked() {
    return this.initialValue === "on" ? true : undefined;
  }
  get allErrors() {
    if (this.name === "") return this.state.error;
    const result: Record<string, string[] | undefined> = {};
    for (const [key, error] of Object.entries(this.state.error)) {
      if (isPrefix(key, this.name)) result[key] = error;
    }
    return result;
  }
  getFieldset() {
    return fieldset(this.formState, this.state, this.name);
  }
  getFieldList() {
    const initial = this.state.initialValue[this.name] ?? [];
    if (!Array.isArray(initial)) throw new Error("The initial value at the given name is not a list");
    return initial.map((_, index) => new Snapshot(this.formState, this.state, childName(this.name, index)));
  }
}

/** The fields under `prefix`, each built on its first read and kept. */
function fieldset(context: FormContext, state: FormState, prefix: string) {
  const built = new Map<string, Snapshot>();
  return new Proxy({} as Record<string, Snapshot>, {
    get(_target, key) {
      if (typeof key !== "string") return undefined;
      let field = built.get(key);
      if (!field) built.set(key, (field = new Snapshot(context, state, childName(prefix, key))));
      return field;
    },
  });
}

/** The form's own metadata: the form-level entries of a field, and what getFormProps reads. */
class FormSnapshot extends Snapshot {
  private readonly wrapped: object;
  private readonly formContext: FormContext;
  readonly noValidate: boolean;

  constructor(wrapped: object, formContext: FormContext, noValidate: boolean) {
    super(formContext, formContext.getState(), "");
    this.formId = undefined;
    this.wrapped = wrapped;
    this.formContext = formContext;
    this.noValidate = noValidate;
  }
  get context() {
    return this.wrapped;
  }
  get status() {
    return this.formContext.getState().submissionStatus;
  }
  get onSubmit() {
    return this.formContext.submit;
  }
  get validate() {
    return this.formContext.validate;
  }
  get update() {
    return this.formContext.update;
  }
  get reset() {
    return this.formContext.reset;
  }
  get insert() {
    return this.formContext.insert;
  }
  get remove() {
    return this.formContext.remove;
  }
  get reorder() {
    return this.formContext.reorder;
  }
}

/**
 * conform's [form, fields] (from useForm) as plain objects with the same values, for a form rendered once on
 * the server. Not for a form that re-renders in the browser: it no longer tells conform what it read.
 */
export function snapshotForm<Form extends Pick<FormMetadata, "context" | "noValidate">, Fields>(
  form: Form,
): [Form, Fields] {
  const wrapped = form.context as object;
  const symbol = Object.getOwnPropertySymbols(wrapped)[0];
  const context = symbol ? (wrapped as Record<symbol, FormContext | undefined>)[symbol] : undefined;
  if (!context) throw new Error("conform's form context was not found: has its metadata changed?");
  const snapshot = new FormSnapshot(wrapped, context, form.noValidate);
  return [snapshot as unknown as Form, snapshot.getFieldset() as unknown as Fields];
}
