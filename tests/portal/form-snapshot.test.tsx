// A form page's metadata read once as plain objects (app/shared/ui/form-snapshot.ts) must hold exactly what
// conform's own metadata holds, for the form and for every field (top level, nested, in lists), empty, sent
// back with errors and sent back with values; and the props conform's helpers make from it must be the same.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { snapshotForm } from "../../app/shared/ui/form-snapshot.ts";
import { submittedForm } from "./form-reply.ts";

const schema = z.object({
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  name: z.string().min(2).max(80).optional(),
  code: z.string().regex(/^[0-9]{6}$/),
  count: z.number().min(1).max(9),
  tags: z.array(z.string()).optional(),
  agree: z.literal("on"),
  address: z.object({ street: z.string().min(1), town: z.string().max(40) }),
  people: z.array(z.object({ name: z.string().min(1), role: z.enum(["member", "manager"]) })).optional(),
});
const constraint = getZodConstraint(schema);

const FIELD_KEYS = [
  "id",
  "name",
  "formId",
  "errorId",
  "descriptionId",
  "initialValue",
  "value",
  "errors",
  "allErrors",
  "key",
  "valid",
  "dirty",
  "defaultValue",
  "defaultOptions",
  "defaultChecked",
  "required",
  "minLength",
  "maxLength",
  "min",
  "max",
  "step",
  "pattern",
  "multiple",
  "accept",
] as const;
const FORM_KEYS = [...FIELD_KEYS, "status", "noValidate"] as const;

// Any field's metadata, as the helpers take it (conform's types differ only in the schema of its value).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any, any, string[]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = FormMetadata<any, string[]>;
type Fields = ReturnType<typeof useForm<z.input<typeof schema>>>[1];
const NAMES = ["email", "name", "code", "count", "tags", "agree", "address", "people"] as const;
const read = (meta: Meta, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, (meta as unknown as Record<string, unknown>)[key]]));

/** Every field a page could read, the form itself first, from metadata like conform's. */
function everything(form: AnyForm, fields: Fields) {
  const seen: Record<string, unknown> = { form: read(form as unknown as Meta, FORM_KEYS) };
  seen.formProps = getFormProps(form);
  expect(typeof (seen.formProps as { onSubmit: unknown }).onSubmit).toBe("function");
  for (const name of NAMES) {
    const field: Meta = fields[name];
    seen[name] = read(field, FIELD_KEYS);
    seen[`${name} input`] = getInputProps(field, { type: "text" });
  }
  seen.select = getSelectProps(fields.code);
  seen.textarea = getTextareaProps(fields.name);
  const address = fields.address.getFieldset();
  seen.street = read(address.street, FIELD_KEYS);
  seen.town = read(address.town, FIELD_KEYS);
  seen.tagList = fields.tags.getFieldList().map((tag) => read(tag, FIELD_KEYS));
  seen.people = fields.people.getFieldList().map((person) => {
    const parts = person.getFieldset();
    return { person: read(person, FIELD_KEYS), name: read(parts.name, FIELD_KEYS) };
  });
  return seen;
}

function bothWays(lastResult?: SubmissionResult<string[]>) {
  let conform: unknown;
  let snapshot: unknown;
  function Form() {
    const [form, fields] = useForm<z.input<typeof schema>>({ id: "f", lastResult, constraint });
    conform = everything(form, fields);
    const [plainForm, plainFields] = snapshotForm<typeof form, typeof fields>(form);
    snapshot = everything(plainForm, plainFields);
    return null;
  }
  renderToStaticMarkup(<Form />);
  return { conform, snapshot };
}

const submitted = (entries: [string, string][]) => submittedForm(schema, entries);

describe("a form page's metadata as plain objects", () => {
  it("is conform's for an empty form", () => {
    const { conform, snapshot } = bothWays();
    expect(snapshot).toEqual(conform);
  });

  it("is conform's for a form sent back with errors, nested fields and lists included", () => {
    const result = submitted([
      ["email", "not an address"],
      ["code", "12"],
      ["tags", "a"],
      ["tags", "b"],
      ["address.street", ""],
      ["address.town", "x".repeat(50)],
      ["people[0].name", ""],
      ["people[0].role", "owner"],
      ["people[1].name", "Ann"],
      ["people[1].role", "member"],
    ]);
    const { conform, snapshot } = bothWays(result);
    expect(JSON.stringify(conform)).toContain("aria-invalid");
    expect(snapshot).toEqual(conform);
  });

  it("is conform's for a form sent back with its values", () => {
    const result = submitted([
      ["email", "a@example.com"],
      ["name", "Ann"],
      ["agree", "on"],
      ["code", "123456"],
      ["count", "3"],
      ["address.street", "1 High St"],
      ["address.town", "Leeds"],
    ]);
    const { conform, snapshot } = bothWays(result);
    expect(snapshot).toEqual(conform);
  });
});
