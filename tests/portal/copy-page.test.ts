// The copy page in a group of many bars (issue 20): one page of the other bars from /v1 (never the whole list),
// searched by name, with counts in words and Previous/Next links that keep the bar and person.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "../../app/bar-editor/copy.tsx";
import { API, barWithoutDraft, makeContext, mockV1 } from "./helpers.ts";

const server = mockV1();
const MANAGER = { token: "tok", userId: "u1", communityId: "c1", role: "manager" as const };
const B1 = "00000000-0000-4000-8000-0000000000b1";

describe("the copy page", () => {
  it("asks /v1 for one page of the other bars and links the next with the bar kept", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      ...barWithoutDraft({ id: "b1", name: "Bar for Pat", is_shared: false, items: [], version: 1 }),
      http.get(`${API}/v1/communities/c1/bars`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        return HttpResponse.json({
          bars: [
            {
              id: "b2",
              name: "Bar for Ann",
              is_shared: false,
              holder: { id: "m2", first_name: "Ann", last_name: null, email: null },
            },
            { id: "b3", name: "Library", is_shared: true, holder: null },
            { id: "b4", name: "Spare", is_shared: false, holder: null },
          ],
          total: 123,
          offset: 50,
          limit: 50,
        });
      }),
    );
    const { context } = makeContext(MANAGER);
    const url = `http://portal.test/dashboard/tandembar-editor/copy?barId=b1&memberId=m1&q=bar&page=2`;
    const data = (await loader({ request: new Request(url), context, params: {} } as never)) as {
      bars: { id: string; name: string; owner: string }[];
      page: { summary: string; previous: string | null; next: string | null };
    };
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!)).toEqual({ limit: "50", offset: "50", q: "bar" });
    expect(data.bars).toEqual([
      { id: "b2", name: "Bar for Ann", owner: "Ann" },
      { id: "b3", name: "Library", owner: "Shared bar" },
      { id: "b4", name: "Spare", owner: "Not given to anyone yet" },
    ]);
    expect(data.page.summary).toBe("123 other bars have “bar” in the name; showing 51-53.");
    expect(data.page.previous).toBe("/dashboard/tandembar-editor/copy?barId=b1&memberId=m1&q=bar");
    expect(data.page.next).toBe("/dashboard/tandembar-editor/copy?barId=b1&memberId=m1&q=bar&page=3");
  });

  it("leaves the bar being edited out of the page", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/v1/communities/c1/bars/${B1}`, () =>
        HttpResponse.json({ id: B1, name: "Bar for Pat", is_shared: false, items: [], version: 1 }),
      ),
      http.get(`${API}/v1/communities/c1/bars/${B1}/draft`, () => HttpResponse.json({ draft: null })),
      http.get(`${API}/v1/communities/c1/bars`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ bars: [], total: 0, offset: 0, limit: 50 });
      }),
    );
    const { context } = makeContext(MANAGER);
    const url = `http://portal.test/dashboard/tandembar-editor/copy?barId=${B1}`;
    const data = (await loader({ request: new Request(url), context, params: {} } as never)) as {
      page: { summary: string };
    };
    expect(asked[0]!.get("except")).toBe(B1);
    expect(data.page.summary).toBe("There is no other bar to copy yet.");
  });
});
