// The JSON API mounted at /api/v1: public reads, admin writes, and its own OpenAPI document and docs page.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { UPLOAD_ERRORS } from "../../app/lib/upload-errors.ts";
import { publicUrl, settings } from "../env.server.ts";
import { renderDocsPage } from "./docs-page.server.ts";
import { apiError } from "./errors.server.ts";
import { ENTITY_NAMES } from "../../app/lib/entities/registry.ts";
import { analyticsOperations } from "./analytics-operations.server.ts";
import { entityWriteOperations } from "./entity-operations.server.ts";
import { athleteOperations } from "./athlete-operations.server.ts";
import { broadcastOperations } from "./broadcast-operations.server.ts";
import { lineupOperations } from "./lineup-operations.server.ts";
import { liveOperations } from "./live-operations.server.ts";
import { newsOperations } from "./news-operations.server.ts";
import { liveScoringOperations } from "./live-scoring.server.ts";
import { resultsOperations } from "./results-operations.server.ts";
import { seasonOperations } from "./season-operations.server.ts";
import { buildOpenApiDocument } from "./openapi.server.ts";
import { buildRouter } from "./router.server.ts";
import { sponsorOperations } from "./sponsor-operations.server.ts";
import { teamOperations } from "./team-operations.server.ts";
import { tournamentOperations } from "./tournament-operations.server.ts";
import { MAX_UPLOAD_REQUEST_BYTES, uploadOperations } from "./upload-operations.server.ts";
import { requireApiStaff } from "./guards.server.ts";
import { followOperations } from "../fans/follow-operations.server.ts";
import { notificationOperations } from "../fans/notification-operations.server.ts";
import { webhookOpenApi } from "../webhooks/webhook-openapi.server.ts";
import { webhookOperations } from "../webhooks/webhook-operations.server.ts";
import { pushOperations } from "../fans/push-operations.server.ts";

export const API_BASE = "/api/v1";

export const operations = [
  ...tournamentOperations,
  ...newsOperations,
  ...athleteOperations,
  ...teamOperations,
  ...sponsorOperations,
  ...resultsOperations,
  ...seasonOperations,
  ...lineupOperations,
  ...analyticsOperations,
  ...uploadOperations,
  ...liveOperations,
  ...liveScoringOperations,
  ...broadcastOperations,
  ...followOperations,
  ...notificationOperations,
  ...webhookOperations,
  ...pushOperations,
  // Every registered entity's create, update, delete and own actions (app/lib/entities/registry.ts).
  ...ENTITY_NAMES.flatMap(entityWriteOperations),
];

export const openApiDocument = {
  ...buildOpenApiDocument(operations, { serverUrl: `${publicUrl}${API_BASE}`, title: settings.LEAGUE_NAME }),
  // What the league POSTs to partners' endpoints (docs/webhooks.md).
  webhooks: webhookOpenApi(),
};
const docsPage = renderDocsPage(openApiDocument);

export const api = new Hono();

api.get("/openapi.json", (c) => c.json(openApiDocument, 200, { "Cache-Control": "public, max-age=300" }));
api.get("/docs", (c) => c.html(docsPage, 200, { "Cache-Control": "public, max-age=300" }));
// Who may upload is settled before a byte of the (up to 5 MB) body is read: a stranger is refused at once.
api.post("/uploads", async (c, next) => {
  const caller = await requireApiStaff(c, "admin");
  return caller instanceof Response ? caller : next();
});
api.use(
  "/uploads",
  bodyLimit({ maxSize: MAX_UPLOAD_REQUEST_BYTES, onError: (c) => apiError(c, 413, UPLOAD_ERRORS.tooLarge) }),
);
api.route("/", buildRouter(operations));
// A path the API does not have is a JSON 404 like any other API answer, not the site's HTML page.
api.all("*", (c) => apiError(c, 404, "Not found"));
