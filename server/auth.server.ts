import { passkey } from "@better-auth/passkey";
import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, requestPasswordReset } from "better-auth/api";
import { bearer, genericOAuth, jwt, phoneNumber, twoFactor } from "better-auth/plugins";
import type { AppleOptions, GithubOptions, GoogleOptions } from "better-auth/social-providers";
import { and, eq, like, ne } from "drizzle-orm";
import { redirect } from "react-router";
import { PASSWORD_MIN_LENGTH } from "../app/lib/league-constants.ts";
import { isCleanText } from "../app/lib/schemas/safe-text.ts";
import { testIdTokenVerification } from "./auth-id-token.server.ts";
import { rateLimitStorage } from "./auth-rate-limit.server.ts";
import { CLIENT_IP_HEADER } from "./client-ip.server.ts";
import { db } from "./db/database.server.ts";
import { user_roles } from "./db/schema.ts";
import * as schema from "./db/schema.ts";
import { authSecret, publicUrl, settings } from "./env.server.ts";
import { getI18n } from "../app/i18n/i18n.ts";
import { langOfLink } from "../app/lib/language.ts";
import { logError } from "./error-log.server.ts";
import { sendMail } from "./mail.server.ts";
import { sendSms } from "./sms.server.ts";

/** Origins whose cookie-bearing writes we accept: the public URL and this port on localhost. */
export const TRUSTED_ORIGINS = [
  ...new Set([new URL(publicUrl).origin, `http://localhost:${settings.PORT}`, `http://127.0.0.1:${settings.PORT}`]),
];

/** The id of the settings-configured OAuth/OIDC provider (better-auth's generic OAuth plugin). */
export const OIDC_PROVIDER_ID = "oidc";

/** Paths whose attempts are limited per IP (better-auth's limiter) and per account (the hook below). */
const LIMITED_PATHS = [
  "/sign-in/*",
  "/sign-up/*",
  "/request-password-reset",
  "/reset-password",
  "/two-factor/*",
  "/phone-number/*",
];
const authLimit = { window: settings.RATE_LIMIT_AUTH_WINDOW, max: settings.RATE_LIMIT_AUTH_MAX };

/** Google and Apple also verify native apps' ID tokens (`idToken` on /sign-in/social and /link-social). */
function socialProviders() {
  const providers: { google?: GoogleOptions; github?: GithubOptions; apple?: AppleOptions } = {};
  if (settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET) {
    // The first client id signs web users in; every one is an accepted audience of a native app's ID token.
    const clientId = settings.GOOGLE_ID_TOKEN_AUDIENCES.length
      ? [settings.GOOGLE_CLIENT_ID, ...settings.GOOGLE_ID_TOKEN_AUDIENCES]
      : settings.GOOGLE_CLIENT_ID;
    const google = { clientId, clientSecret: settings.GOOGLE_CLIENT_SECRET };
    providers.google = { ...google, ...testIdTokenVerification("google", google) };
  }
  if (settings.GITHUB_CLIENT_ID && settings.GITHUB_CLIENT_SECRET)
    providers.github = { clientId: settings.GITHUB_CLIENT_ID, clientSecret: settings.GITHUB_CLIENT_SECRET };
  if (settings.APPLE_CLIENT_ID && settings.APPLE_CLIENT_SECRET) {
    const audience = settings.APPLE_ID_TOKEN_AUDIENCES.length
      ? [settings.APPLE_CLIENT_ID, ...settings.APPLE_ID_TOKEN_AUDIENCES]
      : undefined;
    const apple = { clientId: settings.APPLE_CLIENT_ID, clientSecret: settings.APPLE_CLIENT_SECRET, audience };
    providers.apple = { ...apple, ...testIdTokenVerification("apple", apple) };
  }
  return providers;
}

/** Social and OIDC providers this instance offers, for the sign-in page and /account. */
export function enabledProviders(): { id: string; name: string }[] {
  const names: Record<string, string> = { google: "Google", github: "GitHub", apple: "Apple" };
  const list = Object.keys(socialProviders()).map((id) => ({ id, name: names[id]! }));
  if (settings.OIDC_CLIENT_ID) list.push({ id: OIDC_PROVIDER_ID, name: settings.OIDC_NAME });
  return list;
}

function oidcPlugin(): BetterAuthPlugin[] {
  if (!settings.OIDC_CLIENT_ID || !settings.OIDC_AUTHORIZATION_URL || !settings.OIDC_TOKEN_URL) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          clientId: settings.OIDC_CLIENT_ID,
          clientSecret: settings.OIDC_CLIENT_SECRET,
          authorizationUrl: settings.OIDC_AUTHORIZATION_URL,
          tokenUrl: settings.OIDC_TOKEN_URL,
          userInfoUrl: settings.OIDC_USERINFO_URL,
          scopes: ["openid", "email", "profile"],
          pkce: true,
        },
      ],
    }),
  ];
}

/**
 * Per-account limits: better-auth's limiter counts per IP and path; this counts attempts that name the same
 * account from anywhere, so spreading a guess over many addresses fails too. Sign-up and reset requests count
 * every attempt. Sign-in counts only wrong passwords, and once an account has had RATE_LIMIT_ACCOUNT_MAX of them
 * in the window, only addresses that guessed wrong for it are shut out: a stranger's failures from twenty
 * addresses cannot keep the owner (or the admin) out, while each guessing address gets one try per window.
 * Two-factor codes are limited per account by the plugin's own lockout.
 */
const accountRule = () => ({ window: settings.RATE_LIMIT_AUTH_WINDOW, max: settings.RATE_LIMIT_ACCOUNT_MAX });
const accountKey = (email: string) => email.trim().toLowerCase();
const failureKeys = (email: string, address: string) =>
  [`signin-failures:${accountKey(email)}`, `signin-failures:${accountKey(email)}:${address}`] as const;
const clientAddress = (ctx: { request?: Request; headers?: Headers }) =>
  ctx.request?.headers.get(CLIENT_IP_HEADER) ?? ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";

function tooManyRequests(retryAfterSeconds: number): APIError {
  const retryAfter = String(retryAfterSeconds);
  return new APIError(
    "TOO_MANY_REQUESTS",
    { message: "Too many requests. Please try again later.", code: "TOO_MANY_REQUESTS" },
    { "Retry-After": retryAfter, "X-Retry-After": retryAfter },
  );
}

async function perAccountLimit(ctx: { path: string; body?: unknown; request?: Request; headers?: Headers }) {
  if (!rateLimitEnabled) return;
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string" || !email) return;
  if (ctx.path === "/sign-in/email") {
    const [account, fromHere] = failureKeys(email, clientAddress(ctx));
    const failures = await rateLimitStorage.peek(account, accountRule());
    if (failures.count < settings.RATE_LIMIT_ACCOUNT_MAX) return;
    const here = await rateLimitStorage.peek(fromHere, accountRule());
    if (here.count > 0) throw tooManyRequests(here.retryAfter);
    return;
  }
  if (!["/sign-up/email", "/request-password-reset"].includes(ctx.path)) return;
  const decision = await rateLimitStorage.consume(`account:${ctx.path}:${accountKey(email)}`, accountRule());
  if (!decision.allowed) throw tooManyRequests(decision.retryAfter ?? settings.RATE_LIMIT_AUTH_WINDOW);
}

/** After a sign-in: a wrong password counts against the account and against the account from this address. */
async function countSignInFailure(ctx: {
  path: string;
  body?: unknown;
  request?: Request;
  headers?: Headers;
  context: { returned?: unknown };
}) {
  if (!rateLimitEnabled || ctx.path !== "/sign-in/email") return;
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  const returned = ctx.context.returned;
  if (typeof email !== "string" || !email || !(returned instanceof APIError) || returned.statusCode !== 401) return;
  for (const key of failureKeys(email, clientAddress(ctx)))
    await rateLimitStorage.consume(key, { window: settings.RATE_LIMIT_AUTH_WINDOW, max: Number.MAX_SAFE_INTEGER });
}

/** Deletes the user's password-reset links, all of them or all but `keep`: only the newest link works. */
async function forgetResetLinks(userId: string, keep?: string) {
  await db
    .delete(schema.verification)
    .where(
      and(
        eq(schema.verification.value, userId),
        like(schema.verification.identifier, "reset-password:%"),
        keep ? ne(schema.verification.identifier, `reset-password:${keep}`) : undefined,
      ),
    );
}

/** Every string a sign-in, sign-up or reset request carries (body, query): none may hold a control character or a lone surrogate. */
function hasControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return !isCleanText(value);
  if (depth > 8 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, inner]) => !isCleanText(key) || hasControlCharacters(inner, depth + 1));
}

function refuseControlCharacters(ctx: { body?: unknown; query?: unknown }) {
  if (hasControlCharacters(ctx.body) || hasControlCharacters(ctx.query)) {
    throw new APIError("BAD_REQUEST", {
      message: "Text must not contain control characters",
      code: "CONTROL_CHARACTERS",
    });
  }
}

/** better-auth's own answer to a reset request, the same whether or not the address has an account. */
const RESET_ANSWER = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
};

/**
 * A reset request is answered before anything about the account is looked up: the checks that do not depend on
 * it (control characters and the rate limits above, the body's shape and the redirect's origin here) answer as
 * they always do, then the answer goes out and better-auth's endpoint runs after it (called as a plain function,
 * so without these hooks). A known and an unknown address thus do the same work before the answer; with the
 * lookup, the link's row and the mail before it, a known address answered 10–40 % slower (issue 25).
 */
async function answerResetRequestFirst(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]) {
  if (ctx.path !== "/request-password-reset") return;
  const body = requestPasswordReset.options.body.safeParse(ctx.body);
  if (!body.success)
    throw new APIError("BAD_REQUEST", {
      message: body.error.issues[0]?.message ?? "Invalid body",
      code: "VALIDATION_ERROR",
    });
  const { redirectTo } = body.data;
  if (redirectTo && !ctx.context.isTrustedOrigin(redirectTo, { allowRelativePaths: true }))
    throw new APIError("FORBIDDEN", { message: "Invalid redirectURL", code: "INVALID_REDIRECT_URL" });
  setImmediate(() => {
    requestPasswordReset({ ...ctx, method: "POST", body: body.data, asResponse: false, returnHeaders: false }).catch(
      (error: unknown) => logError(error, {}, "password reset request failed"),
    );
  });
  return ctx.json(RESET_ANSWER);
}

const beforeAuth = createAuthMiddleware(async (ctx) => {
  refuseControlCharacters(ctx);
  await perAccountLimit(ctx);
  return answerResetRequestFirst(ctx);
});

const rateLimitEnabled = settings.RATE_LIMIT_ENABLED ?? settings.NODE_ENV === "production";

/** Sessions made by passing a second factor (a TOTP/OTP/backup code, or a passkey) are aal2. */
function assuranceFor(path: string | undefined): "aal1" | "aal2" {
  if (!path) return "aal1";
  return path.startsWith("/two-factor/verify-") || path.startsWith("/passkey/verify-authentication") ? "aal2" : "aal1";
}

/** A mail is written in the reader's language: the one of the page its link returns to (app/lib/language.ts). */
const mailLang = (url: string) => langOfLink(url, publicUrl);

export const auth = betterAuth({
  appName: settings.LEAGUE_NAME,
  baseURL: publicUrl,
  secret: authSecret,
  database: drizzleAdapter(db, { provider: "pg", schema }),
  trustedOrigins: TRUSTED_ORIGINS,
  emailAndPassword: {
    enabled: true,
    minPasswordLength: PASSWORD_MIN_LENGTH,
    requireEmailVerification: true,
    // The link in the mail opens our own reset page, which posts the new password to /api/auth/reset-password.
    resetPasswordTokenExpiresIn: 60 * 60,
    revokeSessionsOnPasswordReset: true,
    // Runs after the answer (answerResetRequestFirst): every earlier link of the user is invalidated, then the mail goes out.
    sendResetPassword: async ({ user, url, token }) => {
      await forgetResetLinks(user.id, token);
      const { t } = getI18n(mailLang(url));
      await sendMail({
        to: user.email,
        subject: t("auth:mail.resetSubject"),
        text: t("auth:mail.resetText", { url }),
        link: url,
      });
    },
  },
  emailVerification: {
    sendOnSignUp: true,
    // An unconfirmed user who tries to sign in gets a fresh link (the form says so).
    sendOnSignIn: true,
    autoSignInAfterVerification: true,
    sendVerificationEmail: async ({ user, url }) => {
      const { t } = getI18n(mailLang(url));
      await sendMail({
        to: user.email,
        subject: t("auth:mail.verifySubject"),
        text: t("auth:mail.verifyText", { url }),
        link: url,
      });
    },
  },
  socialProviders: socialProviders(),
  account: {
    // A provider that vouches for the same email joins the existing account; /account links more by hand.
    accountLinking: {
      enabled: true,
      trustedProviders: ["google", "github", "apple", OIDC_PROVIDER_ID],
      allowDifferentEmails: true,
    },
  },
  session: {
    // Sessions last 30 days and slide forward once a day while used.
    expiresIn: 60 * 60 * 24 * 30,
    updateAge: 60 * 60 * 24,
    additionalFields: {
      aal: { type: "string", required: false, defaultValue: "aal1", input: false },
    },
  },
  databaseHooks: {
    session: {
      create: {
        before: async (session, ctx) => ({ data: { ...session, aal: assuranceFor(ctx?.path) } }),
      },
    },
  },
  rateLimit: {
    enabled: rateLimitEnabled,
    customStorage: rateLimitStorage,
    window: 60,
    max: 300,
    customRules: Object.fromEntries(LIMITED_PATHS.map((path) => [path, authLimit])),
  },
  hooks: {
    before: beforeAuth,
    after: createAuthMiddleware(async (ctx) => {
      await countSignInFailure(ctx);
      // A changed password makes every reset link issued before it useless.
      const userId = ctx.context.session?.user.id;
      if (ctx.path === "/change-password" && userId && !(ctx.context.returned instanceof APIError))
        await forgetResetLinks(userId);
    }),
  },
  plugins: [
    twoFactor({
      issuer: settings.LEAGUE_NAME,
      otpOptions: {
        // The phone factor: a code by SMS to the user's verified number.
        sendOTP: async ({ user, otp }) => {
          const phone = (user as { phoneNumber?: string | null }).phoneNumber;
          if (!phone) throw new APIError("BAD_REQUEST", { message: "No phone number on this account" });
          await sendSms({ to: phone, text: `${settings.LEAGUE_SHORT_NAME} sign-in code: ${otp}` });
        },
      },
    }),
    phoneNumber({
      sendOTP: async ({ phoneNumber: to, code }) => {
        await sendSms({ to, text: `${settings.LEAGUE_SHORT_NAME} verification code: ${code}` });
      },
    }),
    passkey({ rpID: new URL(publicUrl).hostname, rpName: settings.LEAGUE_NAME, origin: TRUSTED_ORIGINS }),
    jwt({
      jwt: {
        expirationTime: `${settings.API_TOKEN_TTL}s`,
        // `sid`: the session the token came from; the API refuses the token once that session is gone (server/auth-jwt.server.ts).
        definePayload: ({ user, session }) => ({
          email: user.email,
          name: user.name,
          aal: (session as { aal?: string }).aal ?? "aal1",
          sid: session.id,
        }),
      },
    }),
    bearer(),
    ...oidcPlugin(),
  ],
  advanced: {
    useSecureCookies: settings.NODE_ENV === "production" && publicUrl.startsWith("https:"),
    database: { generateId: () => crypto.randomUUID() },
    ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
  },
});

export type SessionUser = typeof auth.$Infer.Session.user;
export type AuthSession = typeof auth.$Infer.Session;

/** better-auth says when to retry in X-Retry-After; clients and proxies read the standard Retry-After. */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const response = await auth.handler(request);
  const retryAfter = response.headers.get("X-Retry-After");
  if (response.status === 429 && retryAfter && !response.headers.has("Retry-After")) {
    const headers = new Headers(response.headers);
    headers.set("Retry-After", retryAfter);
    return new Response(response.body, { status: 429, statusText: response.statusText, headers });
  }
  return response;
}

/**
 * A request with no better-auth cookie (`better-auth.…`, or `__Secure-better-auth.…` over https) and no bearer token
 * has no session to find: better-auth would answer null and set no cookie. Most page views are such, and asking it
 * costs ≈ 0.1 ms of a page's 8 ms (its request context, cookie parsing, plugin hooks), so it is not asked.
 */
export function carriesNoSession(headers: Headers): boolean {
  return !headers.has("authorization") && !(headers.get("cookie") ?? "").includes("better-auth.");
}

export async function getSession(request: Request): Promise<AuthSession | null> {
  if (carriesNoSession(request.headers)) return null;
  return auth.api.getSession({ headers: request.headers });
}

/**
 * The session plus the cookies better-auth sets while reading it: a deletion when the session has expired or
 * was revoked, a fresh expiry when it slid forward. Page loaders pass them on, so a stale cookie is cleared.
 */
export async function getSessionWithCookies(
  request: Request,
): Promise<{ session: AuthSession | null; setCookies: string[] }> {
  if (carriesNoSession(request.headers)) return { session: null, setCookies: [] };
  const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  return { session: response, setCookies: headers.getSetCookie() };
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await getSession(request);
  return session?.user ?? null;
}

export async function isAdmin(userId: string): Promise<boolean> {
  const rows = await db
    .select({ role: user_roles.role })
    .from(user_roles)
    .where(and(eq(user_roles.user_id, userId), eq(user_roles.role, "admin")))
    .limit(1);
  return rows.length > 0;
}

/** Whether the request's session (cookie or bearer session token) is an admin's; never throws. */
export async function isAdminRequest(request: Request): Promise<boolean> {
  const user = await getSessionUser(request).catch(() => null);
  return user ? isAdmin(user.id) : false;
}

/**
 * What the header offers a signed-in person: the admin (admins), the scoring console (scorekeepers and admins) and
 * the lineup page (team managers: their team). One query.
 */
export async function staffRoles(
  userId: string,
): Promise<{ isAdmin: boolean; canScore: boolean; managedTeamId: string | null }> {
  const rows = await db
    .select({ role: user_roles.role, team_id: user_roles.team_id })
    .from(user_roles)
    .where(eq(user_roles.user_id, userId));
  return {
    isAdmin: rows.some((row) => row.role === "admin"),
    canScore: rows.some((row) => row.role === "admin" || row.role === "scorekeeper"),
    managedTeamId: rows.find((row) => row.role === "team_manager")?.team_id ?? null,
  };
}

/** With REQUIRE_ADMIN_2FA, staff writes need a session (or token) that passed a second factor. */
export function adminAssuranceMet(aal: string | undefined): boolean {
  return !settings.REQUIRE_ADMIN_2FA || aal === "aal2";
}

/** Which staff role a screen or an operation needs: scorekeepers and team managers pass for admins too. */
export type StaffNeed = "admin" | "scorekeeper" | "team_manager";
export type StaffRoles = Awaited<ReturnType<typeof staffRoles>>;
export type StaffDecision =
  | { ok: true; roles: StaffRoles }
  | { ok: false; status: 401; reason: "not-authenticated"; roles: null }
  | { ok: false; status: 403; reason: "role" | "scope" | "second-factor"; roles: StaffRoles };

/**
 * THE staff policy: every staff read and write, page loader or action and /api/v1 operation alike, asks here. It
 * applies the role (`need`), the scope (`teamId`: a team manager acts for their own team only; admins for any) and,
 * for writes, REQUIRE_ADMIN_2FA (the caller's session or token must have passed a second factor). Callers turn the
 * decision into their own answer (a redirect or a 403 page, a JSON error), never into a different rule.
 */
export async function authorizeStaff(
  caller: { userId: string; aal: string | undefined } | null,
  need: StaffNeed,
  options: { write: boolean; teamId?: string | null },
): Promise<StaffDecision> {
  if (!caller) return { ok: false, status: 401, reason: "not-authenticated", roles: null };
  const roles = await staffRoles(caller.userId);
  const hasRole =
    need === "admin" ? roles.isAdmin : need === "scorekeeper" ? roles.canScore : roles.isAdmin || !!roles.managedTeamId;
  if (!hasRole) return { ok: false, status: 403, reason: "role", roles };
  if (need === "team_manager" && options.teamId && !roles.isAdmin && roles.managedTeamId !== options.teamId)
    return { ok: false, status: 403, reason: "scope", roles };
  if (options.write && !adminAssuranceMet(caller.aal))
    return { ok: false, status: 403, reason: "second-factor", roles };
  return { ok: true, roles };
}

const isWriteRequest = (request: Request) => request.method !== "GET" && request.method !== "HEAD";

/**
 * The page side of `authorizeStaff`: the signed-in user, or a thrown answer — no session → /auth; the wrong role →
 * a redirect (a scorekeeper to their console list, /score, where sign-in (which goes to /admin) lands them; anyone
 * else home); a write without the second factor REQUIRE_ADMIN_2FA asks for → 403.
 */
async function requireStaffPage(request: Request, lang: "en" | "ru", need: StaffNeed) {
  const prefix = lang === "ru" ? "/ru" : "";
  const session = await getSession(request);
  const decision = await authorizeStaff(
    session ? { userId: session.user.id, aal: (session.session as { aal?: string }).aal } : null,
    need,
    { write: isWriteRequest(request) },
  );
  if (!decision.ok) {
    if (decision.status === 401) throw redirect(`${prefix}/auth`);
    if (decision.reason === "second-factor")
      throw new Response("Two-factor sign-in required for staff changes", { status: 403 });
    throw redirect(need === "admin" && decision.roles.canScore ? `${prefix}/score` : prefix || "/");
  }
  return { user: session!.user, ...decision.roles };
}

/** Admin screens and their actions (see `requireStaffPage`). */
export async function requireAdmin(request: Request, lang: "en" | "ru" = "en"): Promise<SessionUser> {
  return (await requireStaffPage(request, lang, "admin")).user;
}

/** The scoring console (scorekeepers and admins; see `requireStaffPage`). */
export async function requireScorekeeper(request: Request, lang: "en" | "ru" = "en"): Promise<SessionUser> {
  return (await requireStaffPage(request, lang, "scorekeeper")).user;
}

/** The lineup page (a team's managers and admins; see `requireStaffPage`): the user and their roles (the team's scope). */
export async function requireTeamManager(request: Request, lang: "en" | "ru" = "en") {
  return requireStaffPage(request, lang, "team_manager");
}

/**
 * CSRF defence for our own writes (route actions, /api/v1): browsers send Origin on every cross-origin
 * POST/PUT/DELETE, so a foreign Origin is refused, and a request carrying cookies must name a trusted one.
 */
export function isCrossOriginWrite(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin) return !TRUSTED_ORIGINS.includes(origin);
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") return true;
  return request.headers.has("Cookie");
}

/** For route actions: throws 403 on a cross-origin write. */
export function requireSameOrigin(request: Request) {
  if (isCrossOriginWrite(request)) throw new Response("Cross-origin request rejected", { status: 403 });
}
