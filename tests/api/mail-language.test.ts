// Mail is written in its recipient's language (docs/languages.md): a user's saved language; an invitation in
// the inviting manager's until the invitee has chosen one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  availableBackends,
  createCommunity,
  register,
  startApi,
  uniqueEmail,
  type Registered,
  type TestApi,
} from "./harness.ts";

const BACKENDS = await availableBackends();

interface Mail {
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
}

describe.each(BACKENDS)("the language of mail (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function mailTo(address: string, kind: string): Promise<Mail[]> {
    const { rows } = await api.db.query<Mail>(
      `SELECT kind, subject, text_body, html_body FROM mail_outbox
       WHERE lower(to_address) = lower($1) AND kind = $2 ORDER BY created_at, id`,
      [address, kind],
    );
    return rows;
  }

  async function chooseLanguage(user: Registered, language: string): Promise<void> {
    const path = `/v1/users/${user.userId}/language`;
    expect((await api.call("PUT", path, { token: user.token, body: { language } })).status).toBe(200);
  }

  /** A verified manager reading `language`, their group, and a member "Ann Lee" invited to `email`. */
  async function invite(language: string, email: string) {
    const manager = await register(api, { first_name: "Mona", last_name: "Manager" });
    await api.db.query("UPDATE users SET email_verified = true WHERE id = $1", [manager.userId]);
    await chooseLanguage(manager, language);
    const c = await createCommunity(api, manager, "Los Lee");
    const added = await api.call("POST", `/v1/communities/${c.id}/members`, {
      token: manager.token,
      body: { first_name: "Ann", last_name: "Lee" },
    });
    const memberId = (added.json as { member: { id: string } }).member.id;
    const r = await api.call("POST", `/v1/communities/${c.id}/invitations`, {
      token: manager.token,
      body: { member_id: memberId, email, message: "Llámeme" },
    });
    expect([r.status, r.text]).toEqual([200, ""]);
    return manager;
  }

  it("an invitation from a manager who reads Spanish arrives in Spanish, and so does the manager's copy", async () => {
    const email = uniqueEmail("invitee-es");
    const manager = await invite("es", email);
    const [mail] = await mailTo(email, "invitation");
    expect(mail!.subject).toBe("Mona Manager le invita a Tandem");
    expect(mail!.text_body).toContain("Hola, Ann Lee:");
    expect(mail!.text_body).toContain("Mona Manager le invita a unirse al grupo «Los Lee» en Tandem.");
    expect(mail!.text_body).toContain("Mona Manager escribió:\n\nLlámeme");
    expect(mail!.text_body).toContain("La invitación sirve durante 14 días y una sola vez.");
    expect(mail!.text_body).toContain("El equipo de Tandem");
    expect(mail!.html_body).toContain('<html lang="es">');
    expect(mail!.html_body).toContain(">Aceptar la invitación</a>");
    expect(mail!.html_body).toMatch(/Si no quiere unirse, <a href="[^"]+">rechace la invitación<\/a>\./);
    const [copy] = await mailTo(manager.email, "invitation_copy");
    expect(copy!.subject).toBe(`Hemos enviado su invitación de Tandem a ${email}`);
    expect(copy!.text_body).toContain("Su mensaje:");
  });

  it("an invitee who has chosen a language gets the invitation in theirs", async () => {
    const invitee = await register(api, { email: uniqueEmail("invitee-fr") });
    await chooseLanguage(invitee, "fr");
    await invite("es", invitee.email);
    const [mail] = await mailTo(invitee.email, "invitation");
    expect(mail!.subject).toBe("Mona Manager vous invite sur Tandem");
    expect(mail!.html_body).toContain('<html lang="fr">');
  });

  it("the password reset and its confirmation are in the user's saved language", async () => {
    const user = await register(api, { first_name: "Élise" });
    await chooseLanguage(user, "fr");
    const r = await api.call("POST", "/v1/auth/username/password_reset/request", {
      body: { email: user.email },
    });
    expect(r.status).toBe(200);
    const [reset] = await mailTo(user.email, "password_reset");
    expect(reset!.subject).toBe("Changez votre mot de passe Tandem");
    expect(reset!.text_body).toContain("Bonjour Élise,");
    expect(reset!.html_body).toContain(">Choisir un nouveau mot de passe</a>");
  });

  const requestReset = (email: string, language?: string) =>
    api.call("POST", "/v1/auth/username/password_reset/request", { body: { email, language } });

  it("the reset mail to an address without an account is in the language of the page it was asked from", async () => {
    const email = uniqueEmail("nobody-es");
    expect((await requestReset(email, "es")).status).toBe(200);
    const [mail] = await mailTo(email, "password_reset_unknown");
    expect(mail!.subject).toBe("Cambio de contraseña de Tandem");
    expect(mail!.text_body).toContain(
      `Alguien ha pedido cambiar la contraseña de Tandem de ${email}, pero no hay ninguna cuenta de Tandem con esta dirección.`,
    );
    expect(mail!.text_body).toContain("El equipo de Tandem");
    expect(mail!.html_body).toContain('<html lang="es">');
    expect(mail!.html_body).toContain(">Crear una cuenta</a>");
    // Without the page's language (the original portal, a script), it stays English.
    const other = uniqueEmail("nobody-en");
    expect((await requestReset(other)).status).toBe(200);
    expect((await mailTo(other, "password_reset_unknown"))[0]!.subject).toBe("Tandem password reset");
  });

  it("the reset mail follows the account's own language before the page's, and the page's when it has none", async () => {
    const saved = await register(api, { first_name: "Élise" });
    await chooseLanguage(saved, "fr");
    expect((await requestReset(saved.email, "es")).status).toBe(200);
    expect((await mailTo(saved.email, "password_reset"))[0]!.subject).toBe(
      "Changez votre mot de passe Tandem",
    );
    const unsaved = await register(api, { first_name: "Inés" });
    expect((await requestReset(unsaved.email, "es")).status).toBe(200);
    const [mail] = await mailTo(unsaved.email, "password_reset");
    expect(mail!.html_body).toContain('<html lang="es">');
  });

  it("refuses a language the product does not have (400), as any other bad field", async () => {
    const r = await requestReset(uniqueEmail("nobody-xx"), "xx");
    expect(r.status).toBe(400);
  });
});
