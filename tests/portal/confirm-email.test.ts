import { describe, expect, it } from "vitest";
import {
  confirmedDestination,
  MAX_TRIES,
  parseTry,
  POLL_INTERVAL_SECONDS,
  pollingStopped,
  pollUrl,
} from "../../app/confirm-email/polling.ts";

describe("confirm-email: polling counter", () => {
  it("checks every 5 s, about 100 times (S2 §9)", () => {
    expect(POLL_INTERVAL_SECONDS).toBe(5);
    expect(MAX_TRIES).toBe(100);
  });

  it("reads ?try= as a whole number from 0 to the maximum", () => {
    expect(parseTry(null)).toBe(0);
    expect(parseTry("")).toBe(0);
    expect(parseTry("7")).toBe(7);
    expect(parseTry("100")).toBe(100);
    expect(parseTry("5000")).toBe(MAX_TRIES);
    expect(parseTry("-3")).toBe(0);
    expect(parseTry("2.5")).toBe(0);
    expect(parseTry("abc")).toBe(0);
    expect(parseTry("1e9")).toBe(0);
    expect(parseTry("99999999999999999999")).toBe(0);
  });

  it("stops at the last try", () => {
    expect(pollingStopped(0)).toBe(false);
    expect(pollingStopped(99)).toBe(false);
    expect(pollingStopped(100)).toBe(true);
  });

  it("builds the address of a try, keeping the email-sent flag", () => {
    expect(pollUrl("/confirm-email/registered", 0, false)).toBe("/confirm-email/registered");
    expect(pollUrl("/confirm-email/registered", 1, false)).toBe("/confirm-email/registered?try=1");
    expect(pollUrl("/confirm-email/sign-in", 4, true)).toBe("/confirm-email/sign-in?sent=1&try=4");
    expect(pollUrl("/confirm-email/sign-in", 0, true)).toBe("/confirm-email/sign-in?sent=1");
    expect(pollUrl("/confirm-email/sign-in", 250, false)).toBe("/confirm-email/sign-in?try=100");
  });

  it("goes to the download page after sign-up, else home", () => {
    expect(confirmedDestination("registered")).toBe("/download/signup");
    expect(confirmedDestination("sign-in")).toBe("/");
  });
});
