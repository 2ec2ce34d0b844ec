// GET/PUT /v1/users/{id}/preferences/{preferences_id}: the original's preferences record, which the desktop apps
// read right after sign-in (the macOS app force-unwraps `preferences_id` and keeps its downloaded bars in it).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preferencesSchema, userSchema } from "../../contract/index.ts";
import { availableBackends, register, startApi, type TestApi } from "./harness.ts";

const BACKENDS = await availableBackends();

describe.each(BACKENDS)("preferences (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function signedIn() {
    const user = await register(api);
    const r = await api.call("POST", "/v1/auth/username", {
      body: { username: user.email, password: user.password },
    });
    const pid = userSchema.parse((r.json as { user: unknown }).user).preferences_id!;
    return { ...user, pid, path: `/v1/users/${user.userId}/preferences/${pid}` };
  }

  it("gives every user a preferences id, the same in sign-in, registration and GET /users/{id}", async () => {
    const user = await signedIn();
    expect(user.pid).toMatch(/^[0-9a-f-]{36}$/);
    const me = await api.call("GET", `/v1/users/${user.userId}`, { token: user.token });
    expect((me.json as { preferences_id: string }).preferences_id).toBe(user.pid);
    const other = await signedIn();
    expect(other.pid).not.toBe(user.pid);
  });

  it("reads an empty record until the app saves one, then what it saved", async () => {
    const user = await signedIn();
    const first = await api.call("GET", user.path, { token: user.token });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ id: user.pid, user_id: user.userId, default: null });
    expect(preferencesSchema.parse(first.json)).toEqual(first.json);

    // What the macOS app saves: its downloaded bars as JSON text under one preference.
    const saved = {
      id: user.pid,
      user_id: user.userId,
      default: {
        "org.raisingthefloor.morphic.morphicbar": {
          customMorphicBarsAsJson: { c1: '{"id":"c1","bars":[]}' },
          visible: true,
          count: 3,
        },
      },
    };
    const put = await api.call("PUT", user.path, { token: user.token, body: saved });
    expect([put.status, put.text]).toEqual([200, ""]);
    expect((await api.call("GET", user.path, { token: user.token })).json).toEqual(saved);
    // Saved again (the app saves often): replaced, not merged.
    const next = { ...saved, default: { other: { a: null } } };
    expect((await api.call("PUT", user.path, { token: user.token, body: next })).status).toBe(200);
    expect((await api.call("GET", user.path, { token: user.token })).json).toEqual(next);
    // null clears it.
    await api.call("PUT", user.path, { token: user.token, body: { ...saved, default: null } });
    expect((await api.call("GET", user.path, { token: user.token })).json).toMatchObject({ default: null });
  });

  it("answers 401, 403 for another user, 404 for another record, 405, 415 and 400 as the original", async () => {
    const user = await signedIn();
    const other = await signedIn();
    const body = { id: user.pid, user_id: user.userId, default: {} };
    expect((await api.call("GET", user.path)).status).toBe(401);
    expect((await api.call("PUT", user.path, { body })).status).toBe(401);
    // Another user's path: 403 (self only, as /users/{id}); their record under my id: 404.
    expect((await api.call("GET", other.path, { token: user.token })).status).toBe(403);
    expect((await api.call("PUT", other.path, { token: user.token, body })).status).toBe(403);
    const foreign = `/v1/users/${user.userId}/preferences/${other.pid}`;
    expect((await api.call("GET", foreign, { token: user.token })).status).toBe(404);
    const unknown = `/v1/users/${user.userId}/preferences/${randomUUID()}`;
    expect((await api.call("GET", unknown, { token: user.token })).status).toBe(404);
    expect(
      (await api.call("GET", `/v1/users/${user.userId}/preferences/nope`, { token: user.token })).status,
    ).toBe(404);
    expect((await api.call("POST", user.path, { token: user.token, body })).status).toBe(405);
    const wrongType = await api.call("PUT", user.path, {
      token: user.token,
      body,
      contentType: "text/plain",
    });
    expect(wrongType.status).toBe(415);
    const missing = await api.call("PUT", user.path, { token: user.token, body: { id: user.pid } });
    expect([missing.status, missing.json]).toEqual([
      400,
      { error: "missing_required", details: { required: ["default"] } },
    ]);
    for (const bad of [{ default: [] }, { default: { a: 1 } }, { default: "x" }]) {
      const r = await api.call("PUT", user.path, { token: user.token, body: bad });
      expect([r.status, (r.json as { error: string }).error]).toEqual([400, "invalid_field"]);
    }
    const misnamed = await api.call("PUT", user.path, {
      token: user.token,
      body: { ...body, id: other.pid },
    });
    expect(misnamed.status).toBe(400);
    const huge = await api.call("PUT", user.path, {
      token: user.token,
      body: { default: { a: { b: "x".repeat(210 * 1024) } } },
    });
    expect([huge.status, (huge.json as { error: string }).error]).toEqual([400, "too_large"]);
    // Nothing of the refused writes was kept.
    expect((await api.call("GET", user.path, { token: user.token })).json).toMatchObject({ default: null });
  });

  it("is deleted with the user", async () => {
    const user = await signedIn();
    await api.call("PUT", user.path, { token: user.token, body: { default: { a: { b: 1 } } } });
    await api.db.query("DELETE FROM users WHERE id = $1", [user.userId]);
    const { rows } = await api.db.query("SELECT 1 FROM user_preferences WHERE user_id = $1", [user.userId]);
    expect(rows).toHaveLength(0);
  });
});
