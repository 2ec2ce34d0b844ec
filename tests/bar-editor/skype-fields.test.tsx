// The Skype button's fields: what the hint says agrees with the rule the page checks.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ParamInput } from "../../app/bar-editor/button-fields.tsx";
import { SayContext } from "../../app/bar-editor/island/words.ts";
import { barEditorMessages } from "../../app/bar-editor/messages/index.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { checkParam, MESSAGES, PARAM_FIELDS } from "../../common/catalogue/index.ts";

describe("the Skype name field", () => {
  it("asks for a name to call, and points to the box for only opening Skype", () => {
    const html = renderToStaticMarkup(
      <SayContext.Provider value={messagesFor(barEditorMessages, "en")}>
        <ParamInput id="p" name="skypeId" value="" />
      </SayContext.Provider>,
    );
    expect(html).not.toMatch(/leave (it )?empty/i);
    expect(html).toContain("Needed to call someone.");
    expect(html).toContain(PARAM_FIELDS.skypeNoCall.label);
  });

  it("is required while calling, and not checked when only Skype is opened", () => {
    expect(checkParam("skypeId", { label: "Skype", skypeNoCall: false, skypeId: "" })).toBe(
      MESSAGES.skypeIdRequired,
    );
    expect(checkParam("skypeId", { label: "Skype", skypeNoCall: true, skypeId: "" })).toBeUndefined();
  });
});
