// A whole manager's journey in Spanish and in French, with JavaScript on and off: register, confirm (the mail
// in that language), create a group, add a person and invite them (the invitation in that language), build and
// save their bar, read its history and print their card. Every expected text is the catalogue's own, formatted
// as the page formats it, so an English word left on any step fails here.
import type { Page } from "@playwright/test";
import { IntlMessageFormat } from "intl-messageformat";
import type { Catalogue } from "../common/i18n/messages.ts";
import { BAR_NAME, PRODUCT_NAME } from "../contract/product.ts";
import type { Language } from "../contract/language.ts";
import { authMessages } from "../app/auth/messages/index.ts";
import { confirmEmailMessages } from "../app/confirm-email/messages/index.ts";
import { communityMessages } from "../app/community/messages/index.ts";
import { membersMessages } from "../app/members/messages/index.ts";
import { invitationsMessages } from "../app/invitations/messages/index.ts";
import { barEditorMessages } from "../app/bar-editor/messages/index.ts";
import { memberSayMessages } from "../app/member-say/messages/index.ts";
import { sharedMessages } from "../app/shared/messages/index.ts";
import { mailMessages } from "../api/mail/messages/index.ts";
import { expect, expectAccessible, PASSWORD, test, uniqueEmail } from "./helpers.ts";

/** The catalogue's words in `language`, with the tags of rich messages dropped (as a page's text reads). */
function wordsOf<K extends string>(catalogue: Catalogue<K>, language: Language) {
  return (key: K, values?: Record<string, string | number>) => {
    const source = (catalogue[language][key] ?? catalogue.en[key]).replace(/<\/?\w+>/g, "");
    const text = new IntlMessageFormat(source, language).format({ ...NAMES, ...values });
    return String(text).replace(/\s+/g, " ").trim();
  };
}

const NAMES = { product: PRODUCT_NAME, bar: BAR_NAME };

/** A new person's bar is named in the language of the manager who adds them. */
const BAR_FOR_ANA = { es: "Barra de Ana", fr: "Barre de Ana" } as const;

/** A regular expression that matches `text` as it is. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

async function expectLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

for (const language of ["es", "fr"] as const) {
  test(`a manager's whole journey in ${language}: register to the printed card`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const auth = wordsOf(authMessages, language);
    const confirm = wordsOf(confirmEmailMessages, language);
    const community = wordsOf(communityMessages, language);
    const members = wordsOf(membersMessages, language);
    const invitations = wordsOf(invitationsMessages, language);
    const editor = wordsOf(barEditorMessages, language);
    const say = wordsOf(memberSayMessages, language);
    const shared = wordsOf(sharedMessages, language);
    const mail = wordsOf(mailMessages, language);
    const email = uniqueEmail(`journey-${language}`);

    // Register.
    await page.goto(`/register?lang=${language}`);
    await expectLanguage(page, language);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(auth("register.title"));
    await page.getByLabel(auth("register.email")).fill(email);
    await page.getByLabel(auth("register.password"), { exact: true }).fill(PASSWORD);
    await page.getByLabel(auth("register.confirmPassword")).fill(PASSWORD);
    await page.getByLabel(literally(shared("form.terms"))).check();
    await page.getByRole("button", { name: auth("register.submit") }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expectLanguage(page, language);

    // Confirm: the mail is in the language, and its link confirms.
    const mailTab = await context.newPage();
    await mailTab.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    const welcome = mailTab
      .getByRole("article")
      .filter({ has: mailTab.getByRole("heading", { name: mail("verify.subject") }) });
    await expect(welcome).toBeVisible();
    const confirmLink = await welcome.getByRole("link", { name: /\/confirm-email\// }).getAttribute("href");
    await mailTab.goto(confirmLink!);
    await expect(mailTab.getByRole("heading", { level: 1 })).toHaveText(confirm("link.confirmedTitle"));
    await mailTab.close();

    // Create a group.
    await page.goto("/account/create-group");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(community("new.title"));
    await page.getByLabel(community("name.label")).fill("Familia Lima");
    await page.getByRole("button", { name: community("new.submit") }).click();
    await expect(page.getByText(community("new.done", { name: "Familia Lima" }))).toBeVisible();
    await expectLanguage(page, language);

    // Add a person.
    await page.goto("/dashboard/members/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(members("new.title"));
    await page.getByLabel(members("field.name"), { exact: true }).fill("Ana");
    await page.getByRole("button", { name: members("new.submit") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(members("added.title", { name: "Ana" }));
    await expectAccessible(page);
    const memberId = /\/dashboard\/members\/([^/]+)\/added/.exec(page.url())![1]!;

    // Invite her: the invitation goes out in the manager's language.
    const anaEmail = uniqueEmail(`ana-${language}`);
    await page.goto(`/dashboard/members/${memberId}/invite`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      invitations("invite.title", { name: "Ana" }),
    );
    await page.getByLabel(invitations("invite.email", { name: "Ana" })).fill(anaEmail);
    await page.getByRole("button", { name: invitations("invite.send") }).click();
    await expect(page.getByRole("alert")).toContainText(invitations("invite.sending", { email: anaEmail }));
    await page.goto(`/dev/outbox?to=${encodeURIComponent(anaEmail)}`);
    await expect(
      page.getByRole("heading", { name: mail("invitation.subject", { inviter: email }) }),
    ).toBeVisible();

    // Her bar: adding her made it, named in the manager's language; a ready-made bar gives it buttons.
    await page.goto(`/dashboard/members/${memberId}/added`);
    await page.getByRole("link", { name: members("added.build", { name: "Ana" }) }).click();
    await expectLanguage(page, language);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(BAR_FOR_ANA[language]);
    await page.goto(`/dashboard/tandembar-preconfigured?memberId=${memberId}`);
    const use = editor("presets.use", { name: "" });
    await page
      .getByRole("button", { name: new RegExp(`^${literally(use).source}`) })
      .first()
      .click();
    await expect(page).toHaveURL(/tandembar-editor\/\?barId=/);
    await expect(page.getByText(editor("presets.created"))).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${BAR_FOR_ANA[language]} (2)`);
    await expectAccessible(page);

    // Its history, in words.
    await page.getByRole("link", { name: editor("editor.history") }).click();
    await expectLanguage(page, language);
    const historyOf = editor("history.title", { title: "\u0000" }).split("\u0000")[0]!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      new RegExp(`^${literally(historyOf).source}`),
    );
    await expectAccessible(page);

    // Her large-print card, from the editor.
    await page.goBack();
    await page.getByRole("link", { name: say("note.printFor", { name: "Ana" }) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${BAR_FOR_ANA[language]} (2)`);
    await expectLanguage(page, language);
    await expectAccessible(page);
  });
}
