// The user's language (docs/decisions/048): kept by /v1, and the confirmation mail is written in it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  availableBackends,
  createCommunity,
  register,
  startApi,
  uniqueEmail,
  type TestApi,
} from "./harness.ts";

const BACKENDS = await availableBackends();

interface Message {
  kind: string;
  subject: string;
  text: string;
  html: string;
}

async function outbox(api: TestApi, to: string): Promise<Message[]> {
  const r = await api.call("GET", `/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(r.status).toBe(200);
  return (r.json as { messages: Message[] }).messages;
}

describe.each(BACKENDS)("the user's language (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("PUT /v1/users/{id}/language keeps a language of ours, for the user only", async () => {
    const user = await register(api);
    const other = await register(api);
    const path = `/v1/users/${user.userId}/language`;
    expect((await api.call("PUT", path, { body: { language: "fr" } })).status).toBe(401);
    expect((await api.call("PUT", path, { token: other.token, body: { language: "fr" } })).status).toBe(403);
    for (const bad of [{ language: "de" }, { language: "fr-FR" }, {}]) {
      const r = await api.call("PUT", path, { token: user.token, body: bad });
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await api.call("PUT", path, { token: user.token, body: { language: "fr" } })).status).toBe(200);
    const read = await api.call("GET", `/v1/users/${user.userId}`, { token: user.token });
    expect(read.json).toMatchObject({ language: "fr" });
    const login = await api.call("POST", "/v1/auth/username", {
      body: { username: user.email, password: user.password },
    });
    expect((login.json as { user: unknown }).user).toMatchObject({ language: "fr" });
    expect((await api.call("PUT", path, { token: user.token, body: { language: null } })).status).toBe(200);
    expect((await api.call("GET", `/v1/users/${user.userId}`, { token: user.token })).json).toMatchObject({
      language: null,
    });
  });

  it("registration keeps the page's language and writes the confirmation mail in it", async () => {
    const email = uniqueEmail("es");
    const r = await api.call("POST", "/v1/register/username", {
      body: { username: email, email, password: "correct horse", first_name: "Ana", language: "es" },
    });
    expect(r.status).toBe(200);
    expect((r.json as { user: unknown }).user).toMatchObject({ language: "es" });
    const [mail] = await outbox(api, email);
    expect(mail!.subject).toBe("Confirme su correo electrónico para Tandem");
    expect(mail!.text).toContain("Hola, Ana:");
    expect(mail!.text).toContain("El equipo de Tandem");
    expect(mail!.html).toContain('<html lang="es">');
    expect(mail!.html).toContain("Confirmar mi correo electrónico");

    // Without a language, the mail is the English one, word for word.
    const plain = await register(api);
    const [english] = await outbox(api, plain.email);
    expect(english!.subject).toBe("Confirm your email address for Tandem");
    expect(english!.text).toBe(
      "Hello,\n\nPlease confirm that this is your email address for your Tandem account. The link works for 30 days." +
        "\n\nIf you did not create an account, you can ignore this email.\n\nConfirm your email address:\n\n" +
        english!.text.split("\n\n")[4] +
        "\n\nThe Tandem team\n",
    );
    expect(
      (await api.call("POST", "/v1/register/username", { body: { ...bodyOf(), language: "de" } })).status,
    ).toBe(400);
  });

  it("a new person's bar is named in the language of the manager who adds them", async () => {
    const bars = async (language: string | null) => {
      const manager = await register(api);
      await api.call("PUT", `/v1/users/${manager.userId}/language`, {
        token: manager.token,
        body: { language },
      });
      const community = await createCommunity(api, manager);
      const added = await api.call("POST", `/v1/communities/${community.id}/members`, {
        token: manager.token,
        body: { first_name: "Ana", last_name: "Lima" },
      });
      expect(added.status).toBe(200);
      const { rows } = await api.db.query<{ name: string }>(
        "SELECT b.name FROM bars b JOIN members m ON b.id = ANY(m.bar_ids) WHERE m.community_id = $1 AND m.role = 'member'",
        [community.id],
      );
      return rows.map((r) => r.name);
    };
    expect(await bars("es")).toEqual(["Barra de Ana Lima"]);
    expect(await bars("fr")).toEqual(["Barre de Ana Lima"]);
    expect(await bars(null)).toEqual(["Bar for Ana Lima"]);
  });
});

function bodyOf() {
  const email = uniqueEmail("de");
  return { username: email, email, password: "correct horse" };
}
