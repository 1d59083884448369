// Reading the session of a page view: anonymous requests skip better-auth, and every request that can carry a session
// (its cookie over http or https, a bearer token) still finds it. Runs on the app's database (PGlite in memory, or
// DATABASE_URL).
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const { auth, carriesNoSession, getSession, getSessionWithCookies, TRUSTED_ORIGINS } = await import("./auth.server.ts");
const { database } = await import("./db/database.server.ts");
const { grantRole } = await import("./league/admins.server.ts");
const { session, user } = await import("./db/schema.ts");

const PASSWORD = "session-password";

describe("the session of a page view", () => {
  const email = `session-${Date.now()}@league.example`;
  let cookie = "";
  let token = "";

  beforeAll(async () => {
    await database.migrate();
    await grantRole(database.db, email, "scorekeeper", PASSWORD);
    const origin = TRUSTED_ORIGINS[0]!;
    const response = await auth.handler(
      new Request(`${origin}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
    cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    // The bearer plugin hands the session token back in this header.
    token = response.headers.get("set-auth-token") ?? "";
  });
  afterEach(() => vi.restoreAllMocks());

  const page = (headers: Record<string, string>) => new Request("http://localhost/athletes", { headers });

  it("answers no session for a request without a session cookie or token, without asking better-auth", async () => {
    const asked = vi.spyOn(auth.api, "getSession");
    expect(await getSessionWithCookies(page({ cookie: "lang=ru; theme=dark" }))).toEqual({
      session: null,
      setCookies: [],
    });
    expect(await getSession(page({}))).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });

  it("finds the session of its cookie, under either prefix, and of a bearer token", async () => {
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    const read = await getSessionWithCookies(page({ cookie: `lang=en; ${cookie}` }));
    expect(read.session?.user.email).toBe(email);
    expect((await getSession(page({ authorization: `Bearer ${token}` })))?.user.email).toBe(email);
    // Over https the cookie is `__Secure-better-auth.…`: still a request to ask better-auth about.
    expect(carriesNoSession(new Headers({ cookie: `__Secure-${cookie}` }))).toBe(false);
    expect(carriesNoSession(new Headers({ cookie: "better-auth.two_factor=x" }))).toBe(false);
    expect(carriesNoSession(new Headers({ cookie: "lang=ru" }))).toBe(true);
  });

  it("still clears a revoked session's cookie: better-auth is asked and its deletion goes out", async () => {
    const [reader] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const revoked = await database.db.delete(session).where(eq(session.userId, reader!.id)).returning();
    expect(revoked.length).toBeGreaterThan(0);
    const read = await getSessionWithCookies(page({ cookie }));
    expect(read.session).toBeNull();
    expect(read.setCookies.join("\n")).toMatch(/better-auth\.session_token=;/);
  });
});
