import { describe, expect, it } from "vitest";
import { sameSecret } from "../../common/same-secret.ts";

describe("sameSecret", () => {
  it("is true only for two equal, present secrets", () => {
    expect(sameSecret("abc", "abc")).toBe(true);
    expect(sameSecret(Buffer.from("abc"), Buffer.from("abc"))).toBe(true);
    expect(sameSecret("abc", "abd")).toBe(false);
    expect(sameSecret("abc", "abcd")).toBe(false);
    expect(sameSecret("", "")).toBe(false);
    expect(sameSecret(undefined, "abc")).toBe(false);
    expect(sameSecret("abc", undefined)).toBe(false);
    expect(sameSecret(null, null)).toBe(false);
    // UTF-8: the same text in other bytes is another secret.
    expect(sameSecret("é", "e\u0301")).toBe(false);
  });
});
