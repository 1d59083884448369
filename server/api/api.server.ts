// The JSON API mounted at /api/v1: public reads, admin writes, and its own OpenAPI document and docs page.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { UPLOAD_ERRORS } from "../../app/lib/upload-errors.ts";
import { publicUrl, settings } from "../env.server.ts";
import { renderDocsPage } from "./docs-page.server.ts";
import { apiError } from "./errors.server.ts";
import { leagueReadOperations } from "./league-reads.server.ts";
import { leagueWriteOperations } from "./league-writes.server.ts";
import { newsOperations } from "./news.server.ts";
import { buildOpenApiDocument } from "./openapi.server.ts";
import { buildRouter } from "./router.server.ts";
import { tournamentOperations } from "./tournaments.server.ts";
import { MAX_UPLOAD_REQUEST_BYTES, uploadOperations } from "./uploads.server.ts";

export const API_BASE = "/api/v1";

export const operations = [...tournamentOperations, ...newsOperations, ...leagueReadOperations, ...leagueWriteOperations, ...uploadOperations];

export const openApiDocument = buildOpenApiDocument(operations, { serverUrl: `${publicUrl}${API_BASE}`, title: settings.LEAGUE_NAME });
const docsPage = renderDocsPage(openApiDocument);

export const api = new Hono();

api.get("/openapi.json", (c) => c.json(openApiDocument, 200, { "Cache-Control": "public, max-age=300" }));
api.get("/docs", (c) => c.html(docsPage, 200, { "Cache-Control": "public, max-age=300" }));
api.use("/uploads", bodyLimit({ maxSize: MAX_UPLOAD_REQUEST_BYTES, onError: (c) => apiError(c, 413, UPLOAD_ERRORS.tooLarge) }));
api.route("/", buildRouter(operations));
