// The form's fields read conform's metadata once (app/shared/ui/field-props.ts): the input's props must be
// exactly those of conform's getInputProps over the metadata itself, in the same order, for every kind of
// field and state (empty, sent back with errors, sent back with values).
import { getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { inputProps, readField, type InputOptions } from "../../app/shared/ui/field-props.ts";
import { submittedForm } from "./form-reply.ts";

const schema = z.object({
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  name: z.string().min(2).max(80).optional(),
  code: z.string().regex(/^[0-9]{6}$/),
  count: z.number().min(1).max(9),
  tags: z.array(z.string()).optional(),
  agree: z.literal("on"),
  remember: z.literal("on").optional(),
});

// Every attribute a constraint can give, as the forms' schemas would through getZodConstraint.
const constraint = {
  email: { required: true, maxLength: 254 },
  name: { required: false, minLength: 2, maxLength: 80 },
  code: { required: true, pattern: "[0-9]{6}", accept: "text/plain" },
  count: { required: true, min: 1, max: 9, step: 1 },
  tags: { required: false, multiple: true },
  agree: { required: true },
};

type Options = InputOptions;
const cases: [keyof z.input<typeof schema>, Options][] = [
  ["email", { type: "email" }],
  ["email", { type: "email", ariaDescribedBy: "email-hint", value: false }],
  ["name", { type: "text", ariaDescribedBy: "name-hint" }],
  ["code", { type: "text" }],
  ["count", { type: "number" }],
  ["tags", { type: "text" }],
  ["agree", { type: "checkbox", value: "on" }],
  ["remember", { type: "checkbox" }],
  ["remember", { type: "radio", value: "yes" }],
  ["remember", { type: "checkbox", value: true }],
  ["agree", { type: "checkbox", value: false }],
  ["tags", { type: "checkbox", value: "b" }],
  ["name", { type: "password", ariaDescribedBy: "name-hint", value: false }],
];

/** Each case's props both ways, as [name, value] pairs in order. */
function propsBothWays(lastResult?: SubmissionResult<string[]>) {
  const found: { conform: [string, unknown][]; ours: [string, unknown][] }[] = [];
  function Form() {
    const [, fields] = useForm<z.input<typeof schema>>({ lastResult, constraint });
    for (const [name, options] of cases) {
      const meta = fields[name] as FieldMetadata<unknown>;
      const { key: _key, ...conform } = getInputProps(meta, options);
      const field = readField(meta);
      expect([field.id, field.errorId, field.formId]).toEqual([meta.id, meta.errorId, meta.formId]);
      found.push({
        conform: Object.entries(conform),
        ours: Object.entries(inputProps(field, options)),
      });
    }
    return null;
  }
  renderToStaticMarkup(<Form />);
  return found;
}

const submitted = (entries: [string, string][]) => submittedForm(schema, entries);

describe("a field's input props from one read of its metadata", () => {
  it("are conform's, in the same order, for an empty form", () => {
    const all = propsBothWays();
    // Every constraint is there.
    const names = new Set(all.flatMap(({ conform }) => conform.map(([name]) => name)));
    for (const name of [
      "required",
      "minLength",
      "maxLength",
      "pattern",
      "min",
      "max",
      "step",
      "multiple",
      "accept",
    ])
      expect(names).toContain(name);
    for (const { conform, ours } of all) expect(ours).toEqual(conform);
  });

  it("are conform's for a form sent back with errors", () => {
    const result = submitted([
      ["email", "not an address"],
      ["code", "12"],
      ["tags", "a"],
      ["tags", "b"],
    ]);
    const all = propsBothWays(result);
    const invalid = ({ conform }: (typeof all)[number]) =>
      conform.some((entry) => entry[0] === "aria-invalid");
    expect(all.some(invalid)).toBe(true);
    for (const { conform, ours } of all) expect(ours).toEqual(conform);
  });

  it("are conform's for a form sent back with its values", () => {
    const result = submitted([
      ["email", "a@example.com"],
      ["name", "Ann"],
      ["agree", "on"],
      ["remember", "yes"],
    ]);
    const all = propsBothWays(result);
    const checked = ({ conform }: (typeof all)[number]) =>
      conform.some((entry) => entry[0] === "defaultChecked" && entry[1]);
    expect(all.some(checked)).toBe(true);
    for (const { conform, ours } of all) expect(ours).toEqual(conform);
  });
});
