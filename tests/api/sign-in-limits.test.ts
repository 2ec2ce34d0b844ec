// The sign-in limits that tell people apart (api/auth/sign-in-limits.ts, docs/decisions/037): per account and
// address, per address (wrong passwords only) and per account across addresses, with an account's known address
// spared the two wider ones. Each request names its client address the way the portal vouches for it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_MAX_FAILURES,
  ADDRESS_MAX_FAILURES,
  ADDRESS_WINDOW_MS,
  KNOWN_ADDRESS_MS,
} from "../../api/auth/sign-in-limits.ts";
import { LOCKOUT_DURATION_MS, LOCKOUT_MAX_FAILURES, lockoutKey } from "../../api/auth/lockout.ts";
import { sha256Hex } from "../../api/auth/tokens.ts";
import { pruneExpired } from "../../api/db/maintenance.ts";
import { availableBackends, expectLocked, register, startApi, uniqueEmail, type TestApi } from "./harness.ts";

const BACKENDS = await availableBackends();
const SECRET = "sign-in-limits-portal-secret";

let nextAddress = 0;
/** A fresh client address for each test, so the tests of one file share no budget. */
const freshAddress = () => `198.51.100.${(nextAddress += 1)}`;

describe.each(BACKENDS)("sign-in limits (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend, { portalSecret: SECRET });
  });
  afterAll(async () => {
    await api?.close();
  });

  const signIn = (from: string, username: string, password: string) =>
    api.call("POST", "/v1/auth/username", {
      body: { username, password },
      headers: { "x-portal-secret": SECRET, "x-client-address": from },
    });
  const error = (r: { json: unknown }) => (r.json as { error?: string } | undefined)?.error;

  it("lets many people sign in from one address, right passwords giving their point back", async () => {
    const home = freshAddress();
    const people = await Promise.all(Array.from({ length: 3 * ADDRESS_MAX_FAILURES }, () => register(api)));
    for (const [i, person] of people.entries()) {
      // A wrong password now and then, as people type; fewer than the address's budget in all.
      if (i % 4 === 0) expect(error(await signIn(home, person.email, "typo"))).toBe("invalid_credentials");
      expect((await signIn(home, person.email, person.password)).status).toBe(200);
    }
  });

  it("stops a spray of wrong passwords across accounts from one address, even a right one after it", async () => {
    const spray = freshAddress();
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i += 1) {
      expect(error(await signIn(spray, uniqueEmail("sprayed"), "guess"))).toBe("invalid_credentials");
    }
    const member = await register(api);
    const refused = await signIn(spray, member.email, member.password);
    expect(refused.status).toBe(400);
    expectLocked(refused.json, ADDRESS_WINDOW_MS / 1000);
    // Elsewhere the member signs in; at the sprayed address once its window has passed.
    expect((await signIn(freshAddress(), member.email, member.password)).status).toBe(200);
    api.clock.advance(ADDRESS_WINDOW_MS);
    expect((await signIn(spray, member.email, member.password)).status).toBe(200);
  });

  it("spares an account at an address it signed in from before, when that address's budget is spent", async () => {
    const home = freshAddress();
    const member = await register(api);
    expect((await signIn(home, member.email, member.password)).status).toBe(200);
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i += 1) await signIn(home, uniqueEmail("sprayed"), "guess");
    expect(error(await signIn(home, uniqueEmail("sprayed"), "guess"))).toBe("locked");
    expect((await signIn(home, member.email, member.password)).status).toBe(200);
    api.clock.advance(ADDRESS_WINDOW_MS);
  });

  it("forgets an address after 90 days without a sign-in from it (maintenance removes it)", async () => {
    const home = freshAddress();
    const member = await register(api);
    expect((await signIn(home, member.email, member.password)).status).toBe(200);
    const known = async () =>
      (
        await api.db.query("SELECT 1 FROM login_known_addresses WHERE key_hash = $1 AND address_hash = $2", [
          lockoutKey(member.email),
          sha256Hex(home),
        ])
      ).rows.length;
    const now = api.clock.now().getTime();
    await pruneExpired(api.db, new Date(now + KNOWN_ADDRESS_MS - 60_000));
    expect(await known()).toBe(1);
    await pruneExpired(api.db, new Date(now + KNOWN_ADDRESS_MS + 60_000));
    expect(await known()).toBe(0);
  });

  it("checks at most 5 passwords per account and address in 15 minutes; a stranger locks only their own address", async () => {
    const member = await register(api);
    const home = freshAddress();
    const stranger = freshAddress();
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i += 1) {
      expect(error(await signIn(stranger, member.email, `guess-${i}`))).toBe("invalid_credentials");
    }
    for (let i = 0; i < 2 * LOCKOUT_MAX_FAILURES; i += 1) {
      expect(error(await signIn(stranger, member.email, member.password))).toBe("locked");
    }
    expect((await signIn(home, member.email, member.password)).status).toBe(200);
    api.clock.advance(LOCKOUT_DURATION_MS - 60_000);
    expect(error(await signIn(stranger, member.email, member.password))).toBe("locked");
    api.clock.advance(60_000);
    expect((await signIn(stranger, member.email, member.password)).status).toBe(200);
  });

  it("slows a guess spread over many addresses by the account's ceiling, sparing the member's known address", async () => {
    const member = await register(api);
    const home = freshAddress();
    expect((await signIn(home, member.email, member.password)).status).toBe(200);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i += 1) {
      const from = `203.0.113.${1 + Math.floor(i / LOCKOUT_MAX_FAILURES)}`;
      expect(error(await signIn(from, member.email, `guess-${i}`))).toBe("invalid_credentials");
    }
    const elsewhere = await signIn(freshAddress(), member.email, member.password);
    expect(elsewhere.json).toMatchObject({ error: "locked" });
    expect((await signIn(home, member.email, member.password)).status).toBe(200);
    api.clock.advance(60 * 60_000);
    expect((await signIn(freshAddress(), member.email, member.password)).status).toBe(200);
  });
});
