// The link-health email setting says the email's rhythm in plain words (api/link-health/tell.ts keeps to it).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailSetting } from "../../app/link-health/email-setting-section.tsx";

describe("the link-health email setting", () => {
  it("says how often the email comes, and that a later problem goes in the next one", () => {
    const on = renderToStaticMarkup(<EmailSetting on />);
    expect(on).toContain("at most one of these emails a day");
    expect(on).toContain("a problem we find after that day&#x27;s email goes in the next one, a day later");
    expect(on).toContain("Turn these emails off");
    const off = renderToStaticMarkup(<EmailSetting on={false} />);
    expect(off).toContain("You do not get emails about them.");
  });
});
