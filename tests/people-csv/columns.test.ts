// The people file's column names in the reader's language (app/people-csv/columns.ts): an upload named in Spanish
// or French reaches /v1's reader in English and is read as English is; the export's header is written in the
// reader's language, its rows as /v1 wrote them.
import { describe, expect, it } from "vitest";
import { peopleCsv } from "../../api/people-csv/export.ts";
import { parsePeopleCsv } from "../../api/people-csv/parse.ts";
import { headerFromEnglish, headerToEnglish } from "../../app/people-csv/columns.ts";
import { peopleCsvMessages } from "../../app/people-csv/messages/index.ts";
import { messagesFor } from "../../common/i18n/messages.ts";

const es = messagesFor(peopleCsvMessages, "es");
const fr = messagesFor(peopleCsvMessages, "fr");
const en = messagesFor(peopleCsvMessages, "en");

describe("the column names of a people file", () => {
  it("reads the reader's language's names, with or without accents, quotes or another delimiter", () => {
    const spanish = '\uFEFF"Nombre";Correo electronico;Invitar ahora\r\nAna Lima;ana@example.org;sí\r\n';
    const read = parsePeopleCsv(headerToEnglish(spanish, es));
    expect(read.header).toBe(true);
    expect(read.rows).toEqual([
      { line: 2, first: "Ana Lima", last: "", email: "ana@example.org", invite: true },
    ]);
    const french = "prénom,nom de famille,e-mail\nAna,Lima,\n";
    expect(parsePeopleCsv(headerToEnglish(french, fr)).rows[0]).toMatchObject({ first: "Ana", last: "Lima" });
  });

  it("still reads the English names, and leaves a file without names as it is", () => {
    const english = "name,email,invite now\nAna,ana@example.org,no\n";
    expect(headerToEnglish(english, es)).toBe(english);
    const people = "Ana Lima,ana@example.org\nBo,\n";
    expect(headerToEnglish(people, fr)).toBe(people);
    expect(parsePeopleCsv(headerToEnglish(people, fr)).header).toBe(false);
  });

  it("writes the export's header in the reader's language and leaves English as it is", () => {
    const csv = peopleCsv([
      { first_name: "Ana", last_name: "Lima", email: null, role: "member", state: "active", bar_names: [] },
    ]);
    const spanish = headerFromEnglish(csv, es);
    expect(spanish.startsWith('\uFEFF"nombre","correo electrónico","papel","estado","barras"\r\n')).toBe(
      true,
    );
    expect(spanish.split("\r\n").slice(1)).toEqual(csv.split("\r\n").slice(1));
    expect(headerFromEnglish(csv, en)).toBe(csv);
    // Read back in the same language, the export's names are the ones the upload understands.
    expect(parsePeopleCsv(headerToEnglish(spanish, es)).rows[0]).toMatchObject({ first: "Ana Lima" });
  });
});
