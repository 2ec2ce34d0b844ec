// Issue 19: the member's answers on /my-bars and the manager's "turn it on", against a stand-in /v1 (msw): the
// calls they make and the words they show.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as myBarsAction } from "../../app/member-say/my-bars.tsx";
import { action as turnOnAction } from "../../app/member-say/turn-on.tsx";
import { API, formRequest, makeContext, mockV1, thrown } from "./helpers.ts";

const server = mockV1();
const PAT = { token: "tok", userId: "u2", communityId: "c1", role: "member" as const };
const BAR = "6a1f9c0e-0000-4000-8000-000000000001";

/** A MemberApproval as /v1 answers every change (its content does not matter to these actions). */
const APPROVAL = {
  member_id: "m2",
  member_name: "Pat",
  required: true,
  set_by: null,
  set_at: null,
  email_me: false,
  managers: [],
  bars: [],
};

type Action = (args: never) => Promise<unknown>;

function run(fn: Action, path: string, fields: Record<string, string>, data: object = PAT, params = {}) {
  const { context, session } = makeContext(data);
  return { result: fn({ request: formRequest(path, fields), context, params } as never), session };
}

/** Pat's membership (the page finds Pat's member id in the user's groups). */
const communities = http.get(`${API}/v1/users/u2/communities`, () =>
  HttpResponse.json({ communities: [{ id: "c1", name: "Lee family", role: "member", member_id: "m2" }] }),
);

describe("the member's answers on /my-bars", () => {
  it("approves the version the member saw, and says the computer shows it now", async () => {
    let body: unknown;
    server.use(
      communities,
      http.post(`${API}/v1/communities/c1/members/m2/bars/${BAR}/approve`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(APPROVAL);
      }),
    );
    const { result, session } = run(myBarsAction, "/my-bars", {
      intent: "approve",
      barId: BAR,
      version: "3",
    });
    const response = await thrown(result);
    expect(body).toEqual({ version: 3 });
    expect(response.headers.get("Location")).toBe("/my-bars");
    expect(session.data.banner).toEqual({
      kind: "success",
      message: "Thank you. Your computer now shows the changed bar.",
    });
  });

  it("says so in plain words when the bar changed again meanwhile", async () => {
    server.use(
      communities,
      http.post(`${API}/v1/communities/c1/members/m2/bars/${BAR}/not_now`, () =>
        HttpResponse.json(
          { error: "version_conflict", details: { current_version: 4, base_version: 3 } },
          { status: 409 },
        ),
      ),
    );
    const { result, session } = run(myBarsAction, "/my-bars", {
      intent: "not-now",
      barId: BAR,
      version: "3",
    });
    expect((await thrown(result)).headers.get("Location")).toBe("/my-bars");
    expect(session.data.banner?.message).toBe(
      "The bar was changed again while you were looking. Please look at the changes below again.",
    );
  });

  it("saves the setting from its two checkboxes (unticked is off)", async () => {
    let body: unknown;
    server.use(
      communities,
      http.put(`${API}/v1/communities/c1/members/m2/approval`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(APPROVAL);
      }),
    );
    const { result, session } = run(myBarsAction, "/my-bars", { intent: "settings", emailMe: "on" });
    await thrown(result);
    expect(body).toEqual({ required: false, email_me: true });
    expect(session.data.banner?.message).toBe("Saved. Changes to your bars now reach your computer at once.");
  });

  it("refuses a tampered form without calling /v1", async () => {
    server.use(communities);
    const { result, session } = run(myBarsAction, "/my-bars", {
      intent: "approve",
      barId: BAR,
      version: "x",
    });
    expect((await thrown(result)).headers.get("Location")).toBe("/my-bars");
    expect(session.data.banner?.message).toBe("That did not work. Please try again.");
  });
});

describe("a manager turns it on", () => {
  const MANAGER = { token: "tok", userId: "u1", communityId: "c1", role: "manager" as const };
  const member = http.get(`${API}/v1/communities/c1/members/m2`, () =>
    HttpResponse.json({
      id: "m2",
      first_name: "Pat",
      last_name: null,
      bar_id: null,
      bar_ids: [BAR],
      role: "member",
      state: "active",
    }),
  );

  it("sends required: true only, and names the member", async () => {
    let body: unknown;
    server.use(
      member,
      http.put(`${API}/v1/communities/c1/members/m2/approval`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(APPROVAL);
      }),
    );
    const { result, session } = run(turnOnAction, "/dashboard/members/m2/approval", {}, MANAGER, {
      memberId: "m2",
    });
    const response = await thrown(result);
    expect(body).toEqual({ required: true });
    expect(response.headers.get("Location")).toBe("/dashboard/members/m2");
    expect(session.data.banner?.message).toBe("Changes now wait for Pat's OK.");
  });
});
