// A group as a manager builds it in the portal, made through /v1 alone (so it runs against the service and against
// the portal's public address alike): a manager, Pat with several bars (every catalogue button as the portal makes
// it, and one more), Sam with none (the group's default bar), and a bar Pat is not given.
import { randomBytes } from "node:crypto";
import {
  BUTTONS,
  createItem,
  setParameter,
  toWire,
  type BarItem,
  type CatalogueButton,
} from "../../common/catalogue/index.ts";
import type { Call } from "./apps.ts";

export const PASSWORD = "desktop apps 2026";

export interface Person {
  email: string;
  userId: string;
  token: string;
  memberId: string;
}

export interface Scenario {
  communityId: string;
  manager: Person;
  pat: Person;
  sam: Person;
  /** Pat's bars in the order the manager set. */
  patBars: { id: string; name: string; items: BarItem[] }[];
  defaultBarId: string;
  notProvidedBarId: string;
}

async function json(call: Call, method: string, path: string, token?: string, body?: unknown) {
  const answer = await call(method, path, { token, body });
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : {};
}

async function outbox(call: Call, to: string, kind: string): Promise<string> {
  const box = await json(call, "GET", `/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  const mail = (box.messages as { kind: string; text?: string }[]).find((m) => m.kind === kind);
  if (!mail?.text) throw new Error(`no ${kind} mail to ${to}`);
  return mail.text;
}

async function registerUser(call: Call, email: string, first: string): Promise<Omit<Person, "memberId">> {
  const body = { username: email, email, password: PASSWORD, first_name: first, last_name: "Tester" };
  const auth = await json(call, "POST", "/v1/register/username", undefined, body);
  return { email, token: auth.token as string, userId: (auth.user as { id: string }).id };
}

/** The parameters a manager types into a catalogue button that asks for some. */
function completed(button: CatalogueButton): BarItem {
  let item = createItem(button.key);
  switch (button.maker) {
    case "web-page":
      item = setParameter(item, "url", "https://www.example.org/news");
      break;
    case "app":
      item = setParameter(item, "defaultApp", "browser");
      break;
    case "skype":
      if (button.initial?.skypeNoCall !== true) item = setParameter(item, "skypeId", "pat.tester");
      break;
    case "zoom":
      item = setParameter(item, "zoomUrl", "https://zoom.us/j/123456789");
      break;
  }
  return item;
}

/** Every catalogue button as the portal makes it, with what the manager fills in. */
export function catalogueItems(): BarItem[] {
  return BUTTONS.map(completed);
}

export async function buildScenario(call: Call): Promise<Scenario> {
  const tag = randomBytes(4).toString("hex");
  const managerUser = await registerUser(call, `manager.${tag}@example.com`, "Morgan");
  const link = await outbox(call, managerUser.email, "verify_email");
  const code = /\/confirm-email\/[0-9a-f-]{36}\/([^\s/]+)/.exec(link)![1]!;
  await json(call, "POST", `/v1/users/${managerUser.userId}/verify_email/${code}`);
  const t = managerUser.token;
  const community = (await json(call, "POST", "/v1/communities", t, { name: `Desktop ${tag}` }))
    .community as {
    id: string;
    default_bar_id: string;
  };
  const cid = community.id;
  const members = (await json(call, "GET", `/v1/communities/${cid}/members`, t)).members as {
    id: string;
    role: string;
  }[];
  const manager: Person = { ...managerUser, memberId: members.find((m) => m.role === "manager")!.id };

  async function addPerson(first: string): Promise<Person> {
    const member = (
      await json(call, "POST", `/v1/communities/${cid}/members`, t, {
        first_name: first,
        last_name: "Tester",
      })
    ).member as { id: string };
    const email = `${first.toLowerCase()}.${tag}@example.com`;
    await json(call, "POST", `/v1/communities/${cid}/invitations`, t, { member_id: member.id, email });
    const invitation = /\/invite\/accept\/([0-9a-f-]{36})\//.exec(
      await outbox(call, email, "invitation"),
    )![1]!;
    const user = await registerUser(call, email, first);
    await json(call, "POST", `/v1/communities/${cid}/invitations/${invitation}/accept`, user.token);
    return { ...user, memberId: member.id };
  }
  const pat = await addPerson("Pat");
  const sam = await addPerson("Sam");

  async function createBar(name: string, items: BarItem[], memberId?: string) {
    const body = { name, is_shared: false, items: items.map(toWire), member_id: memberId };
    const bar = (await json(call, "POST", `/v1/communities/${cid}/bars`, t, body)).bar as { id: string };
    return { id: bar.id, name, items };
  }
  const all = catalogueItems();
  const half = Math.ceil(all.length / 2);
  const first = await createBar("Everything, part 1", all.slice(0, half), pat.memberId);
  const second = await createBar("Everything, part 2", all.slice(half), pat.memberId);
  const evening = await createBar("Evening", [createItem("volume"), createItem("gmail")], pat.memberId);
  const notProvided = await createBar("Not for Pat", [createItem("youtube")]);
  // The manager puts the evening bar first.
  const patBars = [evening, first, second];
  await json(call, "PUT", `/v1/communities/${cid}/members/${pat.memberId}`, t, {
    first_name: "Pat",
    last_name: "Tester",
    role: "member",
    bar_ids: patBars.map((b) => b.id),
  });
  // Sam has no bar of their own (a new member's personal bar taken away) and gets the group's default bar.
  await json(call, "PUT", `/v1/communities/${cid}/members/${sam.memberId}`, t, {
    first_name: "Sam",
    last_name: "Tester",
    role: "member",
    bar_ids: [],
  });
  await json(call, "PUT", `/v1/communities/${cid}/bars/${community.default_bar_id}`, t, {
    name: "Default",
    is_shared: true,
    items: [toWire(createItem("magnifier"))],
  });
  return {
    communityId: cid,
    manager,
    pat,
    sam,
    patBars,
    defaultBarId: community.default_bar_id,
    notProvidedBarId: notProvided.id,
  };
}
