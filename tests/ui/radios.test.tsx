// Radios as GOV.UK Frontend draws them (app/shared/ui/radios.tsx): the question in a fieldset's legend, the hint
// and the error line named by the fieldset's aria-describedby, each answer's own hint named by its radio, and,
// with conform, the answer sent before a failed post still checked.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RadioGroup, Radios, radioSummaryItems, type RadioOption } from "../../app/shared/ui/radios.tsx";
import { failedPost, renderWithFields, tagWithId } from "./render.tsx";

const OPTIONS: RadioOption[] = [
  { value: "member", label: "Member", hint: "Uses the bars made for them." },
  { value: "manager", label: "Manager", hint: "Makes and edits bars." },
];

const plain = (props: Partial<Parameters<typeof Radios>[0]> = {}) =>
  renderToStaticMarkup(
    <Radios name="role" idPrefix="r" legend="What can Ana do?" options={OPTIONS} {...props} />,
  );

const checked = (html: string) =>
  [...html.matchAll(/<input [^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('checked=""'))
    .map((tag) => tag.match(/value="([^"]*)"/)![1]);

describe("Radios", () => {
  it("puts the question in the fieldset's legend, each answer a radio with its label", () => {
    const html = plain();
    expect(html).toMatch(/^<fieldset class="field"><legend class="field__label">What can Ana do\?<\/legend>/);
    expect(html).toContain('<label class="checkbox__label" for="r-member">Member</label>');
    expect(html).toContain('<label class="checkbox__label" for="r-manager">Manager</label>');
    const radio = tagWithId(html, "r-member");
    expect(radio).toContain('type="radio"');
    expect(radio).toContain('name="role"');
    expect(radio).toContain('value="member"');
    expect(radio).toContain('class="checkbox__input"');
    expect(html).not.toContain("field__error");
    expect(html).not.toContain("aria-invalid");
  });

  it("gives each answer's hint an id that its radio names", () => {
    const html = plain();
    expect(html).toContain('<p class="field__hint" id="r-member-hint">Uses the bars made for them.</p>');
    expect(tagWithId(html, "r-member")).toContain('aria-describedby="r-member-hint"');
    expect(tagWithId(html, "r-manager")).toContain('aria-describedby="r-manager-hint"');
    const noHints = plain({ options: [{ value: "a", label: "A" }] });
    expect(tagWithId(noHints, "r-a")).not.toContain("aria-describedby");
  });

  it("names the group's hint in the fieldset's aria-describedby", () => {
    const html = plain({ hint: "Managers can do more." });
    expect(html).toContain('<fieldset class="field" aria-describedby="r-hint">');
    expect(html).toContain('<div class="field__hint" id="r-hint">Managers can do more.</div>');
    expect(plain()).not.toContain('aria-describedby="r-hint"');
  });

  it("shows the error line with a hidden Error:, marks the field, and names hint then error (GOV.UK's order)", () => {
    const html = plain({ hint: "Managers can do more.", error: "Choose a role" });
    expect(html).toContain('<fieldset class="field field--error" aria-describedby="r-hint r-error">');
    expect(html).toContain(
      '<p class="field__error" id="r-error"><span class="visually-hidden">Error:</span> Choose a role</p>',
    );
    expect(html.indexOf('id="r-hint"')).toBeLessThan(html.indexOf('id="r-error"'));
    expect(html.indexOf('id="r-error"')).toBeLessThan(html.indexOf('id="r-member"'));
    expect(plain({ error: "Choose a role", errorId: "own-error" })).toContain('aria-describedby="own-error"');
  });

  it("says the error as it appears only when asked (a dialog)", () => {
    expect(plain({ error: "Choose" })).not.toContain('role="alert"');
    expect(plain({ error: "Choose", announceError: true })).toContain(
      '<p class="field__error" id="r-error" role="alert">',
    );
  });

  it("checks the default answer, or the controlled one", () => {
    expect(checked(plain())).toEqual([]);
    expect(checked(plain({ defaultValue: "manager" }))).toEqual(["manager"]);
    expect(checked(plain({ value: "member", onChange: () => {} }))).toEqual(["member"]);
  });

  it("draws the bar editor's compact radios and a class of the fieldset's own", () => {
    const html = plain({
      compact: true,
      className: "colour-picker",
      options: [{ value: "red", label: "Red" }],
    });
    expect(html).toMatch(/^<fieldset class="field colour-picker">/);
    expect(html).toContain('<div class="radio"><input class="radio__input" type="radio" id="r-red"');
    expect(html).toContain('<label class="radio__label" for="r-red">Red</label>');
    expect(html).not.toContain("checkbox");
  });

  it("puts the page's h1 in the legend when the question is the page's heading", () => {
    expect(plain({ legendAsHeading: true })).toContain(
      '<legend class="field__label"><h1 class="field__heading">What can Ana do?</h1></legend>',
    );
  });

  it("leaves an answer that cannot be chosen disabled", () => {
    const html = plain({ options: [...OPTIONS, { value: "owner", label: "Owner", disabled: true }] });
    expect(tagWithId(html, "r-owner")).toContain('disabled=""');
    expect(tagWithId(html, "r-member")).not.toContain("disabled");
  });
});

describe("RadioGroup (conform)", () => {
  const group =
    (defaultValue?: string) => (fields: Parameters<Parameters<typeof renderWithFields>[0]>[0]) => (
      <RadioGroup
        field={fields.role!}
        legend="What can Ana do?"
        options={OPTIONS}
        defaultValue={defaultValue}
      />
    );

  it("takes the field's name and id, and checks the form's value on the first load", () => {
    const html = renderWithFields(group(), { defaultValue: { role: "manager" } });
    expect(tagWithId(html, "f-role-member")).toContain('name="role"');
    expect(tagWithId(html, "f-role-manager")).toContain('name="role"');
    expect(html).toContain('id="f-role-member-hint"');
    expect(checked(html)).toEqual(["manager"]);
  });

  it("checks the saved answer when the form holds none", () => {
    expect(checked(renderWithFields(group("member")))).toEqual(["member"]);
    expect(checked(renderWithFields(group()))).toEqual([]);
  });

  it("keeps the answer sent before a failed post, over the saved one", () => {
    const lastResult = failedPost({ role: "manager" }, { "": ["The service did not answer"] });
    const html = renderWithFields(group("member"), { lastResult });
    expect(checked(html)).toEqual(["manager"]);
    expect(html).not.toContain("field__error");
  });

  it("shows the field's first error with conform's error id, named by the fieldset", () => {
    const lastResult = failedPost({}, { role: ["Choose a role", "Another"] });
    const html = renderWithFields(group("member"), { lastResult });
    expect(html).toContain('<fieldset class="field field--error" aria-describedby="f-role-error">');
    expect(html).toContain(
      '<p class="field__error" id="f-role-error"><span class="visually-hidden">Error:</span> Choose a role</p>',
    );
    expect(html).not.toContain("Another");
    expect(checked(html)).toEqual(["member"]);
  });
});

describe("radioSummaryItems", () => {
  it("links the summary to the first answer that can be chosen", () => {
    let items: ReturnType<typeof radioSummaryItems> = [];
    renderWithFields(
      (fields) => {
        items = radioSummaryItems(fields.role!, [{ value: "x", label: "X", disabled: true }, ...OPTIONS]);
        return null;
      },
      { lastResult: failedPost({}, { role: ["Choose a role"] }) },
    );
    expect(items).toEqual([{ fieldId: "f-role-member", message: "Choose a role" }]);
  });

  it("has nothing to say without an error", () => {
    let items: ReturnType<typeof radioSummaryItems> = [{ fieldId: "x", message: "x" }];
    renderWithFields((fields) => {
      items = radioSummaryItems(fields.role!, OPTIONS);
      return null;
    });
    expect(items).toEqual([]);
  });
});
