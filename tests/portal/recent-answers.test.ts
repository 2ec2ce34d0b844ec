// The recent /v1 answers a form's own page may read while /v1 is away: per token and path, for 15 minutes.
import { afterEach, describe, expect, it } from "vitest";
import { forgetAnswers, keepAnswer, recentAnswer } from "../../app/shared/recent-answers.server.ts";

afterEach(forgetAnswers);

describe("recent answers", () => {
  it("answers the same read of the same token only", () => {
    keepAnswer("token-a", "/v1/users/1", '{"id":"1"}', false, 1_000);
    expect(recentAnswer("token-a", "/v1/users/1", 2_000)?.text).toBe('{"id":"1"}');
    expect(recentAnswer("token-b", "/v1/users/1", 2_000)).toBeUndefined();
    expect(recentAnswer("token-a", "/v1/users/2", 2_000)).toBeUndefined();
  });

  it("forgets an answer after 15 minutes, and keeps the newest of a read", () => {
    keepAnswer("t", "/p", "old", false, 0);
    keepAnswer("t", "/p", "new", false, 60_000);
    expect(recentAnswer("t", "/p", 60_000 + 15 * 60_000)?.text).toBe("new");
    expect(recentAnswer("t", "/p", 60_001 + 15 * 60_000)).toBeUndefined();
  });

  it("lets the oldest go first when it holds too many", () => {
    for (let i = 0; i <= 4000; i += 1) keepAnswer("t", `/p/${i}`, "x", false, 0);
    expect(recentAnswer("t", "/p/0", 0)).toBeUndefined();
    expect(recentAnswer("t", "/p/1", 0)?.text).toBe("x");
    expect(recentAnswer("t", "/p/4000", 0)?.text).toBe("x");
  });
});
