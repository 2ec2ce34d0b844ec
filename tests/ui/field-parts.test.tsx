// The parts every field is drawn from (app/shared/ui/field-parts.tsx): the error line with its hidden "Error:",
// the hint, a field with its label, a fieldset with its legend, and a checkbox.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  Checkbox,
  describedBy,
  Field,
  FieldError,
  FieldHint,
  Fieldset,
  fieldClass,
  metaProps,
} from "../../app/shared/ui/field-parts.tsx";
import { failedPost, renderWithFields, tagWithId } from "./render.tsx";

describe("describedBy and fieldClass", () => {
  it("names the ids given, in order, and nothing when none is", () => {
    expect(describedBy("a-hint", undefined, "a-error", false, null, "")).toBe("a-hint a-error");
    expect(describedBy(undefined, false)).toBeUndefined();
  });

  it("marks a field with an error, after its own class", () => {
    expect(fieldClass(false)).toBe("field");
    expect(fieldClass(true)).toBe("field field--error");
    expect(fieldClass(true, "plan-picker")).toBe("field plan-picker field--error");
  });
});

describe("FieldError", () => {
  it("says the message after a hidden Error:", () => {
    expect(renderToStaticMarkup(<FieldError id="x-error" message="Enter a name" />)).toBe(
      '<p class="field__error" id="x-error"><span class="visually-hidden">Error:</span> Enter a name</p>',
    );
  });

  it("draws nothing without a message", () => {
    expect(renderToStaticMarkup(<FieldError id="x-error" />)).toBe("");
    expect(renderToStaticMarkup(<FieldError id="x-error" message="" />)).toBe("");
    expect(renderToStaticMarkup(<FieldError id="x-error" message={null} />)).toBe("");
  });

  it("is an alert only when asked to say itself", () => {
    expect(renderToStaticMarkup(<FieldError message="Choose" announce />)).toBe(
      '<p class="field__error" role="alert"><span class="visually-hidden">Error:</span> Choose</p>',
    );
  });
});

describe("FieldHint", () => {
  it("is a div, or a paragraph where asked", () => {
    expect(renderToStaticMarkup(<FieldHint id="x-hint">Short</FieldHint>)).toBe(
      '<div class="field__hint" id="x-hint">Short</div>',
    );
    expect(
      renderToStaticMarkup(
        <FieldHint id="x-hint" as="p">
          Short
        </FieldHint>,
      ),
    ).toBe('<p class="field__hint" id="x-hint">Short</p>');
  });
});

describe("Field", () => {
  const field = (props: Partial<Parameters<typeof Field>[0]> = {}) =>
    renderToStaticMarkup(
      <Field id="name" label="Name" {...props}>
        <input id="name" className="input" />
      </Field>,
    );

  it("labels the control and puts it in its row", () => {
    expect(field()).toBe(
      '<div class="field"><label class="field__label" for="name">Name</label>' +
        '<div class="field__control"><input id="name" class="input"/></div></div>',
    );
  });

  it("puts the hint, then the error line, between the label and the control", () => {
    const html = field({ hint: "As on their passport", error: "Enter a name" });
    expect(html).toMatch(/^<div class="field field--error">/);
    expect(html).toContain('<div class="field__hint" id="name-hint">As on their passport</div>');
    expect(html).toContain(
      '<p class="field__error" id="name-error"><span class="visually-hidden">Error:</span>',
    );
    expect(html.indexOf("field__label")).toBeLessThan(html.indexOf("field__hint"));
    expect(html.indexOf("field__hint")).toBeLessThan(html.indexOf("field__error"));
    expect(html.indexOf("field__error")).toBeLessThan(html.indexOf("field__control"));
  });

  it("takes the ids it is given, a paragraph hint, a class of its own and something under the control", () => {
    const html = field({
      hint: "Hint",
      hintAs: "p",
      hintId: "h",
      error: "Bad",
      errorId: "e",
      className: "wide",
      after: <p id="check">Checked</p>,
    });
    expect(html).toMatch(/^<div class="field wide field--error">/);
    expect(html).toContain('<p class="field__hint" id="h">Hint</p>');
    expect(html).toContain('<p class="field__error" id="e">');
    expect(html).toMatch(/<\/div><p id="check">Checked<\/p><\/div>$/);
  });

  it("takes conform's id, error id and first error through metaProps", () => {
    const lastResult = failedPost({ name: "" }, { name: ["Enter a name", "Second"] });
    const html = renderWithFields(
      (fields) => (
        <Field {...metaProps(fields.name!)} label="Name">
          <input id={fields.name!.id} />
        </Field>
      ),
      { lastResult },
    );
    expect(html).toContain('<label class="field__label" for="f-name">Name</label>');
    expect(html).toContain('id="f-name-error"><span class="visually-hidden">Error:</span> Enter a name</p>');
    expect(html).not.toContain("Second");
  });
});

describe("Fieldset", () => {
  it("puts the question in the legend and names what describes it", () => {
    expect(
      renderToStaticMarkup(
        <Fieldset
          className="plan-row"
          legend="Monthly plans"
          legendClassName="plan-row__title"
          describedBy="e"
        >
          <p>Cards</p>
        </Fieldset>,
      ),
    ).toBe(
      '<fieldset class="plan-row" aria-describedby="e"><legend class="plan-row__title">Monthly plans</legend>' +
        "<p>Cards</p></fieldset>",
    );
  });

  it("puts the page's h1 in the legend when asked", () => {
    expect(
      renderToStaticMarkup(
        <Fieldset legend="Which computer?" legendAsHeading>
          {null}
        </Fieldset>,
      ),
    ).toBe(
      '<fieldset><legend class="field__label"><h1 class="field__heading">Which computer?</h1></legend></fieldset>',
    );
  });
});

describe("Checkbox", () => {
  it("draws the box and its label, with the input's attributes the caller gives", () => {
    const html = renderToStaticMarkup(
      <Checkbox id="say-email" name="emailMe" defaultChecked label="Email me" aria-describedby="x" />,
    );
    expect(html).toMatch(
      /^<div class="checkbox"><input [^>]*\/><label class="checkbox__label" for="say-email">/,
    );
    const input = tagWithId(html, "say-email");
    for (const attribute of ['type="checkbox"', 'class="checkbox__input"', 'name="emailMe"', 'checked=""'])
      expect(input).toContain(attribute);
    expect(input).toContain('aria-describedby="x"');
  });

  it("is unticked unless said", () => {
    expect(renderToStaticMarkup(<Checkbox id="c" name="c" label="C" />)).not.toContain("checked");
  });
});
