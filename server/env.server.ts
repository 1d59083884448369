import path from "node:path";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../app/lib/league-constants.ts";

const optionalUrl = z.url().optional();
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** A URL on this machine only: for settings that must never point a production server elsewhere. */
const loopbackUrl = z
  .url()
  .refine(
    (value) => LOOPBACK_HOSTS.has(new URL(value).hostname),
    "Must be a loopback address (localhost, 127.0.0.1, [::1]).",
  );
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const commaList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );

export const SettingsSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.preprocess(emptyToUndefined, optionalUrl),
    PUBLIC_URL: z.preprocess(emptyToUndefined, optionalUrl),
    AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
    SMTP_URL: z.preprocess(emptyToUndefined, optionalUrl),
    MAIL_FROM: z.string().default("League <no-reply@league.local>"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_DEMO: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    LEAGUE_NAME: z.string().min(1).default("Apex Grappling League"),
    LEAGUE_SHORT_NAME: z.string().min(1).max(6).default("AGL"),
    LEAGUE_TAGLINE: z.string().min(1).default("Elite team no-gi grappling. Three bouts a match. One mat. No excuses."),
    LEAGUE_TAGLINE_RU: z
      .string()
      .min(1)
      .default("Элитный командный грэпплинг без ги. Три поединка в матче. Один ковёр. Без оправданий."),
    LEAGUE_EMAIL: z.email().default("info@league.example"),
    LEAGUE_SOCIAL_INSTAGRAM: z.preprocess(emptyToUndefined, optionalUrl),
    LEAGUE_SOCIAL_YOUTUBE: z.preprocess(emptyToUndefined, optionalUrl),
    LEAGUE_SOCIAL_X: z.preprocess(emptyToUndefined, optionalUrl),
    LEAGUE_SOCIAL_TELEGRAM: z.preprocess(emptyToUndefined, optionalUrl),
    // Object storage (S3, R2, MinIO): uploads go there when S3_BUCKET is set, to $DATA_DIR/files otherwise.
    S3_ENDPOINT: z.preprocess(emptyToUndefined, optionalUrl),
    S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_REGION: z.string().default("auto"),
    S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_PUBLIC_URL: z.preprocess(emptyToUndefined, optionalUrl),
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    // Operator convenience for containers: this account is created (if needed) and made admin at every start.
    BOOTSTRAP_ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    BOOTSTRAP_ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(PASSWORD_MIN_LENGTH).optional()),
    // Image uploads per admin: <requests>/<seconds>, counted in the database so every instance shares the limit.
    UPLOAD_RATE_LIMIT: z
      .string()
      .regex(/^\d+\/\d+$/, "Expected <requests>/<seconds>, e.g. 20/600.")
      .default("20/600"),
    // The live round clock's speed: seconds of round clock per real second. 1 at an event; e.g. 20 rehearses a whole
    // fight night compressed (a 5:00 round in 15 s). Every console and live page ticks at the rate the server sends.
    LIVE_CLOCK_FACTOR: z.coerce.number().positive().max(1000).default(1),
    // Benchmarks only (bench:live --win-chance=off): "false" leaves the live win chance out of the live states and
    // the scoring answers (no prediction read, no chance computed, no in-bout readings stored), to measure its cost.
    LIVE_WIN_CHANCE: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    // Anonymous pages are kept rendered in memory this long (0 turns it off); default 10 in production, 0 otherwise.
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).optional(),
    // Social sign-in: each provider is offered when its client id and secret are set.
    GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    GOOGLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
    GITHUB_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    GITHUB_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
    APPLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    APPLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
    // Native apps' ID tokens name their own client (Android/iOS client ids, the iOS bundle id): comma-separated
    // audiences accepted besides the web client id.
    GOOGLE_ID_TOKEN_AUDIENCES: commaList,
    APPLE_ID_TOKEN_AUDIENCES: commaList,
    // Tests only: Google and Apple ID tokens (native-app sign-in) are checked against this issuer and key set on
    // loopback instead of Google's and Apple's; unset (the default), better-auth verifies against theirs.
    ID_TOKEN_TEST_ISSUER: z.preprocess(emptyToUndefined, loopbackUrl.optional()),
    ID_TOKEN_TEST_JWKS_URL: z.preprocess(emptyToUndefined, loopbackUrl.optional()),
    // Tests only: webhook URLs on this loopback origin (e.g. http://127.0.0.1:4999) pass the https and public-address
    // checks, so tests can run a receiver on this machine (docs/webhooks.md#ssrf).
    WEBHOOK_TEST_ORIGIN: z.preprocess(emptyToUndefined, loopbackUrl.optional()),
    // Any other OAuth 2.0 / OpenID Connect provider (a company IdP, Keycloak, the e2e tests' fake provider).
    OIDC_NAME: z.string().min(1).default("SSO"),
    OIDC_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    OIDC_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
    OIDC_AUTHORIZATION_URL: z.preprocess(emptyToUndefined, optionalUrl),
    OIDC_TOKEN_URL: z.preprocess(emptyToUndefined, optionalUrl),
    OIDC_USERINFO_URL: z.preprocess(emptyToUndefined, optionalUrl),
    // Lifetime in seconds of the JWTs that GET /api/auth/token hands to API clients.
    API_TOKEN_TTL: z.coerce.number().int().min(1).max(86_400).default(900),
    // Admin writes (pages and /api/v1) need a session that passed a second factor.
    REQUIRE_ADMIN_2FA: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    // Counters for rate limits (and nothing else) go to Redis when set; to the database otherwise.
    REDIS_URL: z.preprocess(emptyToUndefined, optionalUrl),
    RATE_LIMIT_ENABLED: z
      .enum(["true", "false"])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true")),
    // Sign-in, sign-up, password reset and two-factor attempts: at most MAX per WINDOW seconds, per IP and per account.
    RATE_LIMIT_AUTH_WINDOW: z.coerce.number().int().min(1).default(60),
    RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(5),
    // Header that carries the client address when a proxy sits in front (e.g. x-forwarded-for, cf-connecting-ip).
    CLIENT_IP_HEADER: z.preprocess(emptyToUndefined, z.string().optional()),
    // SMS for phone codes: a webhook that receives {to, text} as JSON; without it codes go to the outbox.
    SMS_WEBHOOK_URL: z.preprocess(emptyToUndefined, optionalUrl),
    SMS_WEBHOOK_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
    // Web Push (VAPID, RFC 8292): a key pair in URL-safe base64 (`npx web-push generate-vapid-keys`); unset, one is
    // generated into $DATA_DIR/vapid-keys.json on first start. Several instances must share one pair: set both here.
    VAPID_PUBLIC_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[\w-]{80,100}$/)
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[\w-]{40,50}$/)
        .optional(),
    ),
    // Who push services contact about this sender: a mailto: or https: URL (default: mailto:LEAGUE_EMAIL).
    VAPID_SUBJECT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/)
        .optional(),
    ),
    // Tests only: push endpoints on this loopback origin (e.g. http://127.0.0.1:4999) are accepted over plain http;
    // every other endpoint must be https on a public address.
    PUSH_TEST_ORIGIN: z.preprocess(emptyToUndefined, loopbackUrl.optional()),
    // Server processes on this machine (node:cluster), each a whole instance on the same port, as several instances
    // on one PostgreSQL are (docs/operations.md#several-processes). 1 with the embedded database: it has one owner.
    SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  })
  .superRefine((settings, ctx) => {
    if (settings.S3_BUCKET && (!settings.S3_ACCESS_KEY_ID || !settings.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET.",
      });
    }
    if (Boolean(settings.ID_TOKEN_TEST_ISSUER) !== Boolean(settings.ID_TOKEN_TEST_JWKS_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["ID_TOKEN_TEST_JWKS_URL"],
        message: "ID_TOKEN_TEST_ISSUER and ID_TOKEN_TEST_JWKS_URL go together.",
      });
    }
    if (Boolean(settings.VAPID_PUBLIC_KEY) !== Boolean(settings.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["VAPID_PRIVATE_KEY"],
        message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together.",
      });
    }
    if (settings.SERVER_PROCESSES > 1 && !settings.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SERVER_PROCESSES"],
        message: "SERVER_PROCESSES above 1 needs DATABASE_URL: the embedded database belongs to one process.",
      });
    }
    if (settings.NODE_ENV !== "production") return;
    if (!settings.AUTH_SECRET)
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "AUTH_SECRET is required." });
    if (!settings.PUBLIC_URL)
      ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "PUBLIC_URL is required in production." });
  });

export type Settings = z.infer<typeof SettingsSchema>;

export function parseSettings(source: Record<string, string | undefined>): Settings {
  const result = SettingsSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(settings)"}: ${issue.message}`);
  throw new Error(`Invalid settings:\n${lines.join("\n")}`);
}

function loadSettings(): Settings {
  try {
    return parseSettings(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

export const settings = loadSettings();
export const dataDir = path.resolve(settings.DATA_DIR);
export const publicUrl = settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`;
/** In development a fixed secret is fine: there is nothing to protect yet, and sessions survive restarts. */
export const authSecret = settings.AUTH_SECRET ?? "development-only-secret-do-not-use-in-production";
