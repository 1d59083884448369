// Property-based hostile input against every write of the API (fast-check): wrong types, missing and
// extra fields, huge strings, broken JSON, unknown enum values, javascript: URLs, prototype-pollution
// keys. The answer is always a 4xx with a clear message, never a 5xx, and nothing is (partly) written.
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
import fc from "fast-check";
import { ADMIN } from "./accounts";
import { expect, test } from "./fixtures";
import {
  apiOperations,
  bodyFor,
  isUpload,
  jsonSchemaOf,
  markerStored,
  readItems,
  referenceIds,
  urlFor,
  type ApiOperation,
  type Json,
} from "./openapi-walk";

const MARKER = "Hostile";
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 40);

test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let operations: ApiOperation[];
let refs: Record<string, string>;
/** One item per collection, made for this test, as the target of PUTs. */
const targets = new Map<string, string>();

test.beforeAll(async ({ baseURL }) => {
  admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await admin.post("/api/auth/sign-in/email", { data: ADMIN })).ok()).toBe(true);
  operations = await apiOperations(admin);
  refs = await referenceIds(admin, operations);
  // Top-level collections only: nested creates (a tournament's team matches, a team match's bouts) and live-scoring
  // actions need a parent of their own; their hostile bodies go to an unknown parent and must still be a clear 4xx.
  for (const create of operations.filter(
    (operation) => operation.method === "post" && jsonSchemaOf(operation) && !operation.path.includes("{"),
  )) {
    const created = await admin.post(`/api/v1${create.path}`, { data: bodyFor(jsonSchemaOf(create)!, refs, "Target") });
    expect(created.status(), await created.text()).toBe(201);
    targets.set(create.path, ((await created.json()) as { id: string }).id);
  }
});

test.afterAll(async () => {
  for (const [collection, id] of targets) await admin.delete(`/api/v1${collection}/${id}`);
  await admin.dispose();
});

const jsonWrites = () =>
  operations.filter(
    (operation) => (operation.method === "post" || operation.method === "put") && jsonSchemaOf(operation),
  );
const targetUrl = (operation: ApiOperation) =>
  urlFor(operation, targets.get(operation.path.replace(/\/\{[^}]+\}$/, "")) ?? "00000000-0000-4000-8000-000000000000");

async function expectClearRefusal(response: APIResponse, label: string) {
  const status = response.status();
  const text = await response.text();
  expect(status, `${label} → ${status} ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(status, `${label} → ${status} ${text.slice(0, 300)}`).toBeLessThan(500);
  const body = JSON.parse(text) as { error?: unknown; fields?: Record<string, string> };
  expect(typeof body.error === "string" && body.error.length > 0, label).toBe(true);
  if (body.error === "Validation failed") expect(Object.keys(body.fields ?? {}).length, label).toBeGreaterThan(0);
}

/** Values that break a field of this JSON Schema, whatever else the body holds. */
function hostileValue(schema: Json, required: boolean): fc.Arbitrary<unknown> {
  const branch = Array.isArray(schema.anyOf)
    ? ((schema.anyOf as Json[]).find((option) => option.type !== "null") ?? {})
    : schema;
  const type = branch.type ?? schema.type;
  // NaN and ±Infinity are left out: JSON.stringify writes them as null, a valid value for an optional field.
  const wrongTypes: fc.Arbitrary<unknown>[] = [
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.array(fc.jsonValue(), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
  ];
  if (required) wrongTypes.push(fc.constant(null));
  if (type === "string") {
    const max = typeof branch.maxLength === "number" ? branch.maxLength : 100_000;
    const options: fc.Arbitrary<unknown>[] = [
      ...wrongTypes,
      // Too long: just past the limit, far past it, and about a megabyte.
      fc.string({ minLength: 1, maxLength: 20 }).map((tail) => `${MARKER} ${"x".repeat(max)}${tail}`),
      fc.constant(`${MARKER} ${"ж".repeat(Math.max(max + 1, 1_000_000))}`),
    ];
    const enumValues = (branch.enum ?? schema.enum) as unknown[] | undefined;
    if (enumValues)
      options.push(fc.string({ minLength: 1, maxLength: 12 }).filter((value) => !enumValues.includes(value)));
    if (schema.format === "uri-reference" || branch.format === "uri-reference") {
      options.push(
        fc.constantFrom(
          "javascript:alert(document.cookie)",
          " JaVaScRiPt:alert(1)",
          "data:text/html,<script>alert(1)</script>",
          "//evil.example/x.png",
          "vbscript:msgbox(1)",
          "file:///etc/passwd",
        ),
      );
    }
    return fc.oneof(...options);
  }
  if (type === "integer" || type === "number") {
    return fc.oneof(
      fc.string({ minLength: 1 }).filter((value) => Number.isNaN(Number(value))),
      fc.array(fc.integer()),
      fc.dictionary(fc.string(), fc.integer(), { maxKeys: 2 }),
      fc.constant(-1e12),
    );
  }
  return fc.oneof(...wrongTypes);
}

/** A valid body with one field broken, optionally a required field missing, extra keys and pollution keys. */
function hostileBody(schema: Json) {
  const valid = bodyFor(schema, refs, MARKER);
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  const names = Object.keys(properties).filter((name) => !name.endsWith("_id"));
  return fc
    .record({
      field: fc.constantFrom(...names),
      drop: fc.option(fc.constantFrom(...required), { nil: undefined }),
      extra: fc.dictionary(
        fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !(key in properties)),
        fc.jsonValue(),
        { maxKeys: 3 },
      ),
      pollute: fc.boolean(),
    })
    .chain(({ field, drop, extra, pollute }) =>
      hostileValue(properties[field]!, required.has(field))
        // An array of strings is a valid list (e.g. style tags): not a hostile value for an array field.
        .filter(
          (value) =>
            !(
              properties[field]!.type === "array" &&
              Array.isArray(value) &&
              value.every((item) => typeof item === "string")
            ),
        )
        .map((value) => {
          const body: Json = { ...extra, ...valid, [field]: value };
          if (drop && drop !== field) delete body[drop];
          // JSON.stringify drops a literal __proto__ key, so pollution keys are spliced into the text.
          const text = JSON.stringify(body);
          return pollute
            ? `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},${text.slice(1)}`
            : text;
        }),
    );
}

test("random hostile bodies to every JSON write: always a 4xx with a message, never a 5xx", async () => {
  const writes = jsonWrites();
  expect(writes.length).toBeGreaterThanOrEqual(4);
  for (const operation of writes) {
    const schema = jsonSchemaOf(operation)!;
    await fc.assert(
      fc.asyncProperty(hostileBody(schema), async (text) => {
        const response = await admin.fetch(targetUrl(operation), {
          method: operation.method,
          data: text,
          headers: { "Content-Type": "application/json" },
        });
        await expectClearRefusal(response, `${operation.operationId} ${text.slice(0, 160)}`);
      }),
      { numRuns: RUNS },
    );
  }
});

test("whole bodies that are not the object asked for: broken JSON, other JSON values, other content types", async () => {
  const brokenJson = fc.oneof(
    fc.constantFrom(
      "",
      "{",
      '{"title": "x",}',
      "{title: 'x'}",
      "[1,2",
      "nul",
      '{"a":1}}',
      "\u0000",
      '{"title":"\\ud800"',
      "<xml/>",
    ),
    fc.string().filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    }),
  );
  const notAnObject = fc
    .jsonValue()
    .filter((value) => value === null || typeof value !== "object" || Array.isArray(value));
  for (const operation of jsonWrites()) {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          brokenJson,
          notAnObject.map((value) => JSON.stringify(value)),
        ),
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
        async (text, type) => {
          const response = await admin.fetch(targetUrl(operation), {
            method: operation.method,
            data: text,
            headers: { "Content-Type": type },
          });
          await expectClearRefusal(response, `${operation.operationId} ${type} ${JSON.stringify(text).slice(0, 120)}`);
        },
      ),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  }
});

test("random bytes as an upload are refused with a message", async () => {
  // Few runs: uploads count against the admin's upload rate limit, which the whole suite shares.
  for (const operation of operations.filter(isUpload)) {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 4096 }), async (bytes) => {
        const response = await admin.fetch(urlFor(operation, ""), {
          method: "post",
          multipart: { file: { name: "x.png", mimeType: "image/png", buffer: Buffer.from(bytes) } },
        });
        await expectClearRefusal(response, `${operation.operationId} ${bytes.length} bytes`);
      }),
      { numRuns: 3 },
    );
  }
});

test("nothing was written: targets unchanged, no hostile item stored, no prototype polluted", async () => {
  const urls = [...targets].map(([collection, id]) => `/api/v1${collection}/${id}`);
  const items = await readItems(admin, urls);
  for (const [url, item] of Object.entries(items)) {
    expect(JSON.stringify(item), url).not.toContain(MARKER);
    expect(JSON.stringify(item), url).toContain("Target");
  }
  expect(await markerStored(admin, operations, MARKER)).toEqual([]);
});

test("extra and prototype-pollution keys alone are ignored: stored without them, nothing polluted", async () => {
  const create = jsonWrites().find((operation) => operation.method === "post")!;
  const valid = bodyFor(jsonSchemaOf(create)!, refs, "Extra keys");
  const text = `{"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}},"id":"00000000-0000-4000-8000-000000000001","created_at":"1999-01-01T00:00:00Z",${JSON.stringify(valid).slice(1)}`;
  const response = await admin.post(`/api/v1${create.path}`, {
    data: text,
    headers: { "Content-Type": "application/json" },
  });
  expect(response.status()).toBe(201);
  const stored = (await response.json()) as Json;
  expect(stored.id).not.toBe("00000000-0000-4000-8000-000000000001");
  expect(stored).not.toHaveProperty("polluted");
  expect(JSON.stringify(stored)).not.toContain("polluted");
  const other = (await (await admin.get(`/api/v1${create.path}?limit=1`)).json()) as { items: Json[] };
  expect(JSON.stringify(other)).not.toContain("polluted");
  expect((await admin.delete(`/api/v1${create.path}/${String(stored.id)}`)).status()).toBe(204);
});
