// The real /v1 service for the portal's tests: one service per test file (tests/api/harness.ts, PGlite loaded
// from the migrated template, over HTTP on 127.0.0.1), the portal's settings pointed at it, and small fixtures
// that make the people, groups and bars a test needs through /v1 itself, the way the portal's users would.
// Each fixture answers what the portal's session needs ({token, userId, email, communityId, role}) with the ids.
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { ApiConfig } from "../../api/config.ts";
import type { Bar, BarItem } from "../../contract/bars.ts";
import type { Role } from "../../contract/users.ts";
import type { SessionData } from "../../app/shared/session.server.ts";
import { register, startApi, uniqueEmail, type Registered, type TestApi } from "../api/harness.ts";
import { setTestApiUrl, usePortalEnv } from "./helpers.ts";

/** A button as a test sends it to /v1 (the catalogue's wire items, or plain ones). */
type ItemInput = Pick<BarItem, "kind" | "id" | "is_primary" | "configuration">;

export interface RealV1 {
  /** The running service (throws before the file's beforeAll started it). */
  readonly api: TestApi;
}

/**
 * Starts the /v1 service once for the test file (closed after it) and points the portal's settings at it
 * before each test. `overrides` are the service's settings (trialDays, stripe, ...), or a function that makes
 * them first (a fake of a third party to start, say).
 */
export function realV1(overrides: Partial<ApiConfig> | (() => Promise<Partial<ApiConfig>>) = {}): RealV1 {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startApi("pglite", typeof overrides === "function" ? await overrides() : overrides);
    setTestApiUrl(api.url);
  });
  afterAll(async () => {
    setTestApiUrl(undefined);
    await api?.close();
  });
  beforeEach(() => usePortalEnv());
  return {
    get api() {
      if (!api) throw new Error("the /v1 service starts in beforeAll");
      return api;
    },
  };
}

/** Fails with /v1's answer unless it is `status` (fixtures must not go on after a refusal). */
async function ok(
  api: TestApi,
  method: string,
  path: string,
  options: Parameters<TestApi["call"]>[2] = {},
  status = 200,
) {
  const answer = await api.call(method, path, options);
  if (answer.status !== status) {
    throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  }
  return answer;
}

/** A signed-in person as the portal's session keeps them, with their group when they have one. */
export interface Person extends Registered {
  /** What the portal's session holds for them (makeContext(person.session)). */
  session: SessionData;
}

/** A manager of a group of their own. */
export interface Manager extends Person {
  communityId: string;
  groupName: string;
  /** The manager's own member record in the group. */
  memberId: string;
  /** The group's first bar (shared, "Default"). */
  defaultBarId: string;
}

/** A person of a group: a member record, and the account that joined it (when one did). */
export interface GroupMember {
  memberId: string;
  /** The bar /v1 made for the new person ("Bar for {name}"); a manager's PUT without bar_ids takes it away. */
  barId: string | null;
  communityId: string;
  /** Signed in, for a member who joined with an account (state "active"). */
  person: Person | null;
  /** The invitation mailed to them (states "invited" and "active"), and the address it went to. */
  invitation: { id: string; email: string } | null;
}

function sessionOf(user: Registered, communityId: string | null, role: Role | null): SessionData {
  return { token: user.token, userId: user.userId, email: user.email, communityId, role };
}

/** A new account through POST /v1/register/username, signed in, without a group. */
export async function signedInUser(
  api: TestApi,
  fields: Parameters<typeof register>[1] = {},
): Promise<Person> {
  const user = await register(api, fields);
  return { ...user, session: sessionOf(user, null, null) };
}

/** The mail /v1 sent to `address`, newest first (GET /v1/dev/outbox, which the test service serves). */
export async function mailTo(api: TestApi, address: string) {
  const answer = await ok(api, "GET", `/v1/dev/outbox?to=${encodeURIComponent(address)}`);
  return (answer.json as { messages: { kind: string; text: string | null; subject: string }[] }).messages;
}

/** The first link in the newest mail of `kind` to `address` that matches `pattern` (its groups). */
export async function linkInMail(api: TestApi, address: string, kind: string, pattern: RegExp) {
  const mail = (await mailTo(api, address)).find((m) => m.kind === kind);
  const match = pattern.exec(mail?.text ?? "");
  if (!match) throw new Error(`no ${kind} mail to ${address} with ${pattern}`);
  return match;
}

/** Confirms the person's address with the code of the confirmation mail /v1 sent at registration. */
export async function confirmEmail(api: TestApi, user: Registered): Promise<void> {
  const [, userId, code] = await linkInMail(
    api,
    user.email,
    "verify_email",
    /\/confirm-email\/([^/\s]+)\/([^/\s]+)/,
  );
  await ok(api, "POST", `/v1/users/${userId}/verify_email/${code}`);
}

/** A new account that creates a group (POST /v1/communities) and manages it, signed in with it active. */
export async function signedInManager(
  api: TestApi,
  options: { group?: string; first_name?: string; last_name?: string; confirmed?: boolean } = {},
): Promise<Manager> {
  const user = await register(api, { first_name: options.first_name, last_name: options.last_name });
  if (options.confirmed) await confirmEmail(api, user);
  const groupName = options.group ?? "Family";
  const created = await ok(api, "POST", "/v1/communities", { token: user.token, body: { name: groupName } });
  const community = (created.json as { community: { id: string; default_bar_id: string } }).community;
  const list = await ok(api, "GET", `/v1/users/${user.userId}/communities`, { token: user.token });
  const mine = (list.json as { communities: { id: string; member_id: string }[] }).communities.find(
    (c) => c.id === community.id,
  )!;
  return {
    ...user,
    session: sessionOf(user, community.id, "manager"),
    communityId: community.id,
    groupName,
    memberId: mine.member_id,
    defaultBarId: community.default_bar_id,
  };
}

/**
 * A person in the manager's group (POST .../members): not invited yet by default; "invited" has an open
 * invitation (the manager's address confirmed first, as /v1 requires); "active" also accepts it, with a new
 * account of the invited address or `account` (signed in with the group active). `role: "manager"` makes them
 * a manager too.
 */
export async function memberOf(
  api: TestApi,
  manager: Manager,
  options: {
    first_name?: string;
    last_name?: string;
    state?: "uninvited" | "invited" | "active";
    role?: Role;
    /** The address to invite (a new one by default). */
    email?: string;
    /** The account that accepts (state "active"); a new one with the invited address by default. */
    account?: Registered;
  } = {},
): Promise<GroupMember> {
  const base = `/v1/communities/${manager.communityId}`;
  const first_name = options.first_name ?? "Pat";
  const last_name = options.last_name ?? "";
  const added = await ok(api, "POST", `${base}/members`, {
    token: manager.token,
    body: { first_name, last_name },
  });
  const created = (added.json as { member: { id: string; bar_ids: string[] } }).member;
  const memberId = created.id;
  let barId = created.bar_ids[0] ?? null;
  if (options.role === "manager") {
    barId = null;
    await ok(api, "PUT", `${base}/members/${memberId}`, {
      token: manager.token,
      body: { first_name, last_name, role: "manager" },
    });
  }
  const state = options.state ?? "uninvited";
  if (state === "uninvited") {
    return { memberId, barId, communityId: manager.communityId, person: null, invitation: null };
  }

  const email = options.email ?? options.account?.email ?? uniqueEmail(first_name.toLowerCase() || "member");
  const inviter = await ok(api, "GET", `/v1/users/${manager.userId}`, { token: manager.token });
  if (!(inviter.json as { email_verified: boolean }).email_verified) await confirmEmail(api, manager);
  await ok(api, "POST", `${base}/invitations`, {
    token: manager.token,
    body: { member_id: memberId, email },
  });
  const [, id] = await linkInMail(api, email, "invitation", /\/invite\/accept\/([0-9a-f-]{36})\//);
  const invitation = { id: id!, email };
  if (state === "invited") {
    return { memberId, barId, communityId: manager.communityId, person: null, invitation };
  }

  const user = options.account ?? (await register(api, { email, first_name, last_name }));
  await ok(api, "POST", `${base}/invitations/${invitation.id}/accept`, { token: user.token });
  const role = options.role ?? "member";
  return {
    memberId,
    barId,
    communityId: manager.communityId,
    person: { ...user, session: sessionOf(user, manager.communityId, role) },
    invitation,
  };
}

/** A bar of the manager's group (POST .../bars), given to `memberId` when named; answers it as /v1 keeps it. */
export async function barFor(
  api: TestApi,
  manager: Manager,
  options: { name?: string; items?: readonly ItemInput[]; memberId?: string; shared?: boolean } = {},
): Promise<Bar & { version: number }> {
  const answer = await ok(api, "POST", `/v1/communities/${manager.communityId}/bars`, {
    token: manager.token,
    body: {
      name: options.name ?? "My TandemBar",
      is_shared: options.shared ?? false,
      items: options.items ?? [],
      ...(options.memberId ? { member_id: options.memberId } : {}),
    },
  });
  return (answer.json as { bar: Bar & { version: number } }).bar;
}

/** The bar as /v1 keeps it now (GET .../bars/{id}), as the manager reads it. */
export async function barNow(api: TestApi, manager: Manager, barId: string) {
  const answer = await ok(api, "GET", `/v1/communities/${manager.communityId}/bars/${barId}`, {
    token: manager.token,
  });
  return answer.json as Bar & { version: number };
}

/** The manager's draft of the bar as /v1 keeps it (null when there is none). */
export async function draftNow(api: TestApi, manager: Manager, barId: string) {
  const answer = await ok(api, "GET", `/v1/communities/${manager.communityId}/bars/${barId}/draft`, {
    token: manager.token,
  });
  return (answer.json as { draft: DraftNow | null }).draft;
}

export interface DraftNow {
  base_version: number;
  current_version: number;
  name: string;
  items: (BarItem & { id: string })[];
}

/** Keeps a draft of the bar for the manager (PUT .../draft), as the editor does. */
export async function putDraft(
  api: TestApi,
  manager: Manager,
  barId: string,
  draft: { base_version: number; name: string; is_shared?: boolean; items: readonly ItemInput[] },
) {
  await ok(api, "PUT", `/v1/communities/${manager.communityId}/bars/${barId}/draft`, {
    token: manager.token,
    body: { is_shared: false, ...draft },
  });
}

/** One request as the service's request log has it (ids in the path as sent; codes redacted). */
export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  request_id: string;
}

/**
 * Watches the service's request log from now on: the function answers the requests /v1 served since, so a
 * test can say which calls the portal made (or did not make) without standing in for the service.
 */
export function watchRequests(api: TestApi): () => Promise<LoggedRequest[]> {
  const start = api.logs.length;
  return async () => {
    // The line is written when the answer is finished: give the service's "close" event its turn.
    await new Promise((resolve) => setImmediate(resolve));
    return api.logs
      .slice(start)
      .map((line) => JSON.parse(line) as LoggedRequest & { msg: string })
      .filter((line) => line.msg === "request");
  };
}

export { ok as v1Ok };
