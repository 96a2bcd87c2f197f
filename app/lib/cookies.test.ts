import { describe, expect, it } from "vitest";
import { readCookie, serializeCookie } from "./cookies";

describe("serializeCookie", () => {
  it("over https: __Host- name, Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain", () => {
    const cookie = serializeCookie("locale", "lt", { secure: true, maxAge: 60, httpOnly: true });
    expect(cookie).toBe("__Host-locale=lt; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure");
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("over plain http (a loopback server): the plain name and no Secure, which the browser would refuse", () => {
    expect(serializeCookie("admin_sidebar", "collapsed", { secure: false, httpOnly: false })).toBe(
      "admin_sidebar=collapsed; Path=/; SameSite=Lax",
    );
  });
});

describe("readCookie", () => {
  it("prefers the __Host- cookie, falls back to the plain one, and treats an undecodable value as absent", () => {
    expect(readCookie("locale=en-GB; __Host-locale=lt", "locale")).toBe("lt");
    expect(readCookie("a=1; locale=lt", "locale")).toBe("lt");
    expect(readCookie("locale=%E0%A4%A", "locale")).toBeUndefined();
    expect(readCookie(null, "locale")).toBeUndefined();
  });
});
