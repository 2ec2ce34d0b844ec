// conform's fields (app/shared/ui/form.tsx) drawn from the parts: a text field with its label, hint and error
// named by the input's aria-describedby, the value kept after a failed post (never a password's), and the
// checkbox field.
import { describe, expect, it } from "vitest";
import { CheckboxField, PasswordField, TextField } from "../../app/shared/ui/form.tsx";
import { failedPost, renderWithFields, tagWithId } from "./render.tsx";

describe("TextField", () => {
  it("labels the input, names the hint and keeps the form's value", () => {
    const html = renderWithFields(
      (fields) => (
        <TextField meta={fields.name!} label="Name" hint="As they like to be called" autoComplete="name" />
      ),
      { defaultValue: { name: "Ana" } },
    );
    expect(html).toMatch(/^<div class="field"><label class="field__label" for="f-name">Name<\/label>/);
    expect(html).toContain('<div class="field__hint" id="f-name-hint">As they like to be called</div>');
    const input = tagWithId(html, "f-name");
    expect(input).toContain('aria-describedby="f-name-hint"');
    expect(input).toContain('value="Ana"');
    expect(input).toContain('autoComplete="name"');
    expect(input).not.toContain("aria-invalid");
    expect(html).toContain('<div class="field__control"><input');
  });

  it("after a failed post: the error line, aria-invalid, the error and hint named, the value kept", () => {
    const lastResult = failedPost({ name: "A".repeat(3) }, { name: ["Names must be 2 characters or fewer"] });
    const html = renderWithFields((fields) => <TextField meta={fields.name!} label="Name" hint="Hint" />, {
      lastResult,
    });
    expect(html).toMatch(/^<div class="field field--error">/);
    expect(html).toContain(
      '<p class="field__error" id="f-name-error"><span class="visually-hidden">Error:</span> Names must be 2 characters or fewer</p>',
    );
    const input = tagWithId(html, "f-name");
    expect(input).toContain('aria-invalid="true"');
    // conform's order (getInputProps): the error, then the hint.
    expect(input).toContain('aria-describedby="f-name-error f-name-hint"');
    expect(input).toContain('value="AAA"');
  });
});

describe("PasswordField", () => {
  it("never sends the password back, and has the hidden show button beside it", () => {
    const lastResult = failedPost({ password: "secret" }, { password: ["Enter a longer password"] });
    const html = renderWithFields((fields) => <PasswordField meta={fields.password!} label="Password" />, {
      lastResult,
    });
    expect(tagWithId(html, "f-password")).toContain('type="password"');
    expect(html).not.toContain("secret");
    expect(html).toMatch(/<div class="field__control"><input [^>]*\/><button type="button"[^>]*hidden=""/);
    expect(html).toContain('aria-controls="f-password"');
  });
});

describe("CheckboxField", () => {
  it("ticks the box for the form's value, the error line above it", () => {
    const lastResult = failedPost({}, { agree: ["Agree to the terms to continue"] });
    const html = renderWithFields((fields) => <CheckboxField meta={fields.agree!} label="I agree" />, {
      lastResult,
    });
    expect(html).toMatch(
      /^<div class="field field--error"><p class="field__error" id="f-agree-error"><span class="visually-hidden">Error:<\/span> Agree to the terms to continue<\/p><div class="checkbox">/,
    );
    const input = tagWithId(html, "f-agree");
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="f-agree-error"');
    expect(input).not.toContain("checked");
    expect(html).toContain('<label class="checkbox__label" for="f-agree">I agree</label>');

    const ticked = renderWithFields((fields) => <CheckboxField meta={fields.agree!} label="I agree" />, {
      defaultValue: { agree: "on" },
    });
    expect(tagWithId(ticked, "f-agree")).toContain('checked=""');
    expect(ticked).not.toContain("field__error");
  });
});
