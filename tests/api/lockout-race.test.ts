// The lockout holds under concurrency. Attempts are reserved before a password is checked, so
// however many guesses arrive at once, at most 5 passwords are ever checked per account and address in a lockout
// window, and at most 20 per address across accounts (api/auth/sign-in-limits.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPasswordHasher, type PasswordHasher } from "../../api/auth/passwords.ts";
import { ADDRESS_MAX_FAILURES, ADDRESS_WINDOW_MS } from "../../api/auth/sign-in-limits.ts";
import { availableBackends, register, startApi, uniqueEmail, type TestApi } from "./harness.ts";

const BACKENDS = await availableBackends();
const GUESSES = 40;

/** A hasher that counts (and slows down) every password check, so parallel requests overlap. */
function countingHasher() {
  const real = createPasswordHasher(2 ** 10);
  const checked: string[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const record = (password: string) => {
    checked.push(password);
    for (const w of waiting.filter((w) => checked.length >= w.count)) w.resolve();
  };
  /** Resolves once `count` checks have started. */
  const started = (count: number) =>
    new Promise<void>((resolve) => {
      if (checked.length >= count) resolve();
      else waiting.push({ count, resolve });
    });
  const slow = () => new Promise((resolve) => setTimeout(resolve, 25));
  const hasher: PasswordHasher = {
    hash: real.hash,
    async verify(password, stored) {
      record(password);
      await slow();
      return real.verify(password, stored);
    },
    async verifyDummy(password) {
      record(password);
      await slow();
      await real.verifyDummy(password);
    },
  };
  return { hasher, checked, started };
}

describe.each(BACKENDS)("lockout under parallel guesses (%s)", (backend) => {
  let api: TestApi;
  const counter = countingHasher();
  beforeAll(async () => {
    api = await startApi(backend, {}, { passwords: counter.hasher });
  });
  afterAll(async () => {
    await api?.close();
  });

  const signIn = (username: string, password: string) =>
    api.call("POST", "/v1/auth/username", { body: { username, password } });

  it(`checks at most 5 of ${GUESSES} simultaneous sign-in guesses, and the right one that comes after is locked`, async () => {
    const user = await register(api);
    counter.checked.length = 0;
    const wrong = Array.from({ length: GUESSES - 1 }, (_, i) => signIn(user.email, `wrong-${i}`));
    // The right password arrives last, once the wrong ones are being checked (or all answered).
    await Promise.race([counter.started(5), Promise.all(wrong)]);
    const answers = [...(await Promise.all(wrong)), await signIn(user.email, user.password)];
    expect(counter.checked.length).toBeLessThanOrEqual(5);
    expect(counter.checked).not.toContain(user.password);
    const codes = answers.map((a) => (a.json as { error?: string } | undefined)?.error);
    expect(codes.filter((c) => c === "invalid_credentials").length).toBe(counter.checked.length);
    expect(codes.filter((c) => c === "locked").length).toBe(GUESSES - counter.checked.length);
    expect(answers.at(-1)!.status).toBe(400);
    expect(answers.at(-1)!.json).toMatchObject({ error: "locked" });
    // The lock stands afterwards too.
    expect((await signIn(user.email, user.password)).json).toMatchObject({ error: "locked" });
    expect(counter.checked.length).toBeLessThanOrEqual(5);
    api.clock.advance(15 * 60_000);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it("holds for unknown addresses and for the password confirmations of signed-in routes", async () => {
    const unknown = uniqueEmail("nobody");
    counter.checked.length = 0;
    await Promise.all(Array.from({ length: GUESSES }, (_, i) => signIn(unknown, `wrong-${i}`)));
    expect(counter.checked.length).toBeLessThanOrEqual(5);

    const user = await register(api);
    counter.checked.length = 0;
    const change = (i: number) =>
      api.call("POST", `/v1/users/${user.userId}/password`, {
        token: user.token,
        body: { existing_password: `wrong-${i}`, new_password: "new-secret" },
      });
    const unregister = (i: number) =>
      api.call("POST", `/v1/users/${user.userId}/unregister`, {
        token: user.token,
        body: { password: `wrong-${i}` },
      });
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) => (i % 2 === 0 ? change(i) : unregister(i))),
    );
    expect(counter.checked.length).toBeLessThanOrEqual(5);
    expect(
      answers.filter((a) => (a.json as { error?: string }).error === "locked").length,
    ).toBeGreaterThanOrEqual(GUESSES - 5);
    api.clock.advance(15 * 60_000);
  });

  it("still lets a right password through when fewer than 5 attempts were made, and clears the count", async () => {
    const user = await register(api);
    counter.checked.length = 0;
    const answers = await Promise.all([
      signIn(user.email, "wrong-1"),
      signIn(user.email, "wrong-2"),
      signIn(user.email, user.password),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    // The success cleared the count. One of the parallel wrong guesses may have been counted just after the
    // clear (their order is up to the database), so at most one attempt is left over: 3 more wrong ones and
    // the right one (the 5th attempt at most, which is still checked) get through.
    for (let i = 0; i < 3; i += 1) await signIn(user.email, `wrong-again-${i}`);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it(`checks at most ${ADDRESS_MAX_FAILURES} of ${GUESSES * 2} simultaneous guesses across accounts from one address`, async () => {
    api.clock.advance(ADDRESS_WINDOW_MS); // a fresh budget for this file's one address
    counter.checked.length = 0;
    const answers = await Promise.all(
      Array.from({ length: GUESSES * 2 }, (_, i) => signIn(uniqueEmail(`sprayed-${i}`), "guess")),
    );
    expect(counter.checked.length).toBe(ADDRESS_MAX_FAILURES);
    const codes = answers.map((a) => (a.json as { error?: string }).error);
    expect(codes.filter((c) => c === "locked")).toHaveLength(GUESSES * 2 - ADDRESS_MAX_FAILURES);
    api.clock.advance(ADDRESS_WINDOW_MS);
  });
});
