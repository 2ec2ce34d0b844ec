// The people-file upload (app/people-csv/import.tsx) against the real /v1: a list saved as UTF-16 (Excel's
// "Unicode Text", tab-separated) reaches the check page with its names as written, and a workbook chosen by
// mistake is refused by the field with words that say what it is.
import { describe, expect, it } from "vitest";
import { action } from "../../app/people-csv/import.tsx";
import { makeContext } from "../portal/helpers.ts";
import { realV1, signedInManager, v1Ok } from "../portal/real-v1.ts";
import { callAction } from "../portal/route-call.ts";

const v1 = realV1();

async function upload(bytes: Uint8Array<ArrayBuffer>, name: string) {
  const manager = await signedInManager(v1.api);
  const form = new FormData();
  form.set("file", new File([bytes], name));
  const request = new Request("http://portal.test/dashboard/people/import", { method: "POST", body: form });
  const { context } = makeContext(manager.session);
  try {
    return { manager, answer: await callAction(action, { request, context }) };
  } catch (thrown) {
    return { manager, answer: thrown };
  }
}

function utf16le(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(`\ufeff${text}`, "utf16le"));
}

describe("a people file", () => {
  it("saved as UTF-16 with tabs goes to the check with its names as written", async () => {
    const { manager, answer } = await upload(
      utf16le("name\temail\r\nZoë Ørsted\tzoe@example.com\r\nJosé Núñez\t\r\n"),
      "people.txt",
    );
    expect(answer).toBeInstanceOf(Response);
    const location = (answer as Response).headers.get("Location") ?? "";
    const previewId = /\/dashboard\/people\/import\/([0-9a-f-]{36})$/.exec(location)?.[1];
    expect(previewId, location).toBeDefined();
    const check = await v1Ok(
      v1.api,
      "GET",
      `/v1/communities/${manager.communityId}/people_csv/${previewId}`,
      { token: manager.token },
    );
    expect(JSON.stringify(check.json)).toContain("Zoë");
    expect(JSON.stringify(check.json)).toContain("Núñez");
  });

  it("that is an Excel workbook is refused by the field, saying what it is", async () => {
    const workbook = new TextEncoder().encode(
      "PK\u0003\u0004\u0014\u0000[Content_Types].xml xl/workbook.xml",
    );
    const { answer } = await upload(workbook, "people.xlsx");
    expect(JSON.stringify(answer)).toContain("This file is an Excel workbook (.xlsx)");
  });
});
