// Languages (docs/decisions/048): a visitor registers in Spanish through ?lang=es, reads the sign-up pages in
// Spanish, receives the confirmation mail in Spanish, and finds Spanish again at the next sign-in (kept by /v1);
// the footer's language links work without JavaScript, and the browser's language is used when nothing was chosen.
import { expect, expectAccessible, PASSWORD, signIn, test, uniqueEmail } from "./helpers.ts";

test.describe("languages", () => {
  test("registering in Spanish: Spanish pages, a Spanish confirmation mail, Spanish at the next sign-in", async ({
    page,
    context,
  }) => {
    test.slow();
    const email = uniqueEmail("es");
    await page.goto("/register?lang=es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Crear una cuenta – Tandem");
    await expect(page.getByRole("link", { name: "Ir al contenido" })).toBeAttached();
    const languages = page.getByRole("navigation", { name: "Idioma" });
    await expect(languages.getByRole("link", { name: "Español" })).toHaveAttribute("aria-current", "true");
    await expect(languages.getByRole("link", { name: "Français" })).toHaveAttribute("lang", "fr");
    await expectAccessible(page);

    // A mistake first: the error summary speaks Spanish too.
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page).toHaveTitle("Error: Crear una cuenta – Tandem");
    await expect(page.getByRole("link", { name: "Escriba su correo electrónico" })).toBeVisible();

    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Repita la contraseña").fill(PASSWORD);
    await page.getByLabel(/Acepto las condiciones del servicio/).check();
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(`Su cuenta está lista. Vamos a enviar un correo a ${email}.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();

    // The waiting page, without ?lang= any more: the session keeps the language.
    await page.goto("/confirm-email/registered");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Confirme su correo electrónico – Tandem");
    await expect(page.getByText(`Vamos a enviar un correo de bienvenida a ${email}.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Reenviar correo" })).toBeVisible();
    await expectAccessible(page);

    // The confirmation mail is written in Spanish, and its link confirms.
    const mailTab = await context.newPage();
    await mailTab.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    const mail = mailTab
      .getByRole("article")
      .filter({ has: mailTab.getByRole("heading", { name: "Confirme su correo electrónico para Tandem" }) });
    await expect(mail).toBeVisible();
    await expect(mail).toContainText("Confirme que esta es la dirección de correo de su cuenta de Tandem.");
    await expect(mail).toContainText("El equipo de Tandem");
    const link = await mail.getByRole("link", { name: /\/confirm-email\// }).getAttribute("href");
    await mailTab.goto(link!);
    await expect(mailTab.getByRole("heading", { level: 1 })).toHaveText("Su correo está confirmado");
    await expect(mailTab.getByRole("link", { name: "Descargar Tandem" })).toBeVisible();
    await expectAccessible(mailTab);
    await mailTab.close();

    // A browser that forgot everything signs in (in English): the user's saved language takes over. The
    // signed-in page is left first: its script notices the session gone and goes to /login by itself, which
    // raced this test's own navigation there.
    await page.goto("about:blank");
    await context.clearCookies();
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await signIn(page, email);
    await page.goto("/confirm-email/sign-in");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("the footer's links change the language, and the choice stays for the visit", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle("Sign in to Tandem");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/login\?lang=fr$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Se connecter à Tandem");
    await expect(page.getByRole("link", { name: "Créer un compte" })).toBeVisible();
    await page.getByRole("link", { name: "Créer un compte" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Créer un compte");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Conditions d’utilisation" }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("navigation", { name: "Langue" }).getByRole("link", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account");
  });

  test.describe("a browser that asks for French", () => {
    test.use({ locale: "fr-FR" });
    test("reads the sign-in page in French until it chooses otherwise", async ({ page }) => {
      await page.goto("/login");
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Se connecter à Tandem");
      await page.goto("/login?lang=en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Tandem");
      await page.goto("/register");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account");
    });
  });
});
