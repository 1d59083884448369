// A readable, self-contained page rendered from the OpenAPI document: plain HTML and CSS, no scripts, no CDN.
import type { OpenApiDocument } from "./openapi.server.ts";

type Json = Record<string, unknown>;

const escape = (text: unknown) =>
  String(text ?? "").replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

/** `code` spans for backticks in descriptions, everything else as text. */
const prose = (text: unknown) => escape(text).replace(/`([^`]+)`/g, "<code>$1</code>");

function typeOf(schema: Json): string {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(" | ");
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((value) => JSON.stringify(value)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === "array") return `${typeOf((schema.items ?? {}) as Json)}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : String(schema.type ?? "any");
  return schema.format ? `${type} (${schema.format})` : type;
}

function constraints(schema: Json): string {
  const parts: string[] = [];
  if (schema.minLength !== undefined) parts.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) parts.push(`max length ${schema.maxLength}`);
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(", ");
}

function propertiesTable(schema: Json): string {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  if (Object.keys(properties).length === 0) return `<p class="muted">${escape(typeOf(schema))}</p>`;
  const rows = Object.entries(properties)
    .map(([name, property]) => {
      const notes = [property.description ? prose(property.description) : "", escape(constraints(property))]
        .filter(Boolean)
        .join("<br>");
      return `<tr><td><code>${escape(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ""}</td><td><code>${escape(typeOf(property))}</code></td><td>${notes}</td></tr>`;
    })
    .join("");
  return `<table><thead><tr><th>field</th><th>type</th><th>notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function bodySchema(content: Json | undefined): Json | undefined {
  if (!content) return undefined;
  const [media] = Object.values(content) as Json[];
  return media?.schema as Json | undefined;
}

function operationHtml(path: string, method: string, operation: Json): string {
  const secured = Array.isArray(operation.security) && operation.security.length > 0;
  const parameters = (operation.parameters ?? []) as Json[];
  const request = operation.requestBody as Json | undefined;
  const responses = (operation.responses ?? {}) as Record<string, Json>;
  const requestSchema = bodySchema(request?.content as Json | undefined);
  const requestType = request ? Object.keys(request.content as Json)[0] : "";
  return `<article class="op" id="${escape(operation.operationId)}">
  <h3><span class="method ${escape(method)}">${escape(method.toUpperCase())}</span> <code>/api/v1${escape(path)}</code> ${secured ? '<span class="lock">admin</span>' : '<span class="open">public</span>'}</h3>
  <p class="summary">${escape(operation.summary)}</p>
  ${operation.description ? `<p>${prose(operation.description)}</p>` : ""}
  ${
    parameters.length
      ? `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>type</th><th>notes</th></tr></thead><tbody>${parameters
          .map(
            (p) =>
              `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td><code>${escape(typeOf(p.schema as Json))}</code></td><td>${prose(p.description ?? "")} ${escape(constraints(p.schema as Json))}</td></tr>`,
          )
          .join("")}</tbody></table>`
      : ""
  }
  ${requestSchema ? `<h4>Body <span class="muted">${escape(requestType)}</span></h4>${propertiesTable(requestSchema)}` : ""}
  <h4>Responses</h4>
  <ul class="responses">${Object.entries(responses)
    .map(([status, response]) => {
      const schema = bodySchema(response.content as Json | undefined);
      const detail = schema
        ? `<details><summary>schema</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`
        : "";
      return `<li><span class="status s${escape(status[0])}">${escape(status)}</span> ${prose(response.description)}${detail}</li>`;
    })
    .join("")}</ul>
</article>`;
}

export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods) as [string, Json][]) {
      const tag = (operation.tags as string[])[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, operation)]);
    }
  }
  const nav = [...byTag.keys()].map((tag) => `<a href="#tag-${escape(tag)}">${escape(tag)}</a>`).join("");
  const sections = [...byTag.entries()]
    .map(([tag, items]) => `<section id="tag-${escape(tag)}"><h2>${escape(tag)}</h2>${items.join("")}</section>`)
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} · v${escape(document.info.version)}</title>
<style>
:root{color-scheme:dark;--bg:#0c0c0f;--card:#16161b;--line:#2a2a31;--fg:#f4f4f5;--muted:#a1a1aa;--red:#e23b2e}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.55 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header,main{max-width:980px;margin:0 auto;padding:24px 20px}header{border-bottom:1px solid var(--line)}
h1{margin:0 0 8px;font-size:28px;text-transform:uppercase;letter-spacing:.02em}h2{margin:40px 0 12px;font-size:22px;text-transform:uppercase;border-bottom:2px solid var(--red);padding-bottom:6px}
h3{margin:0 0 6px;font-size:16px;display:flex;flex-wrap:wrap;gap:8px;align-items:center}h4{margin:14px 0 6px;font-size:13px;text-transform:uppercase;color:var(--muted)}
nav{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}nav a{color:var(--fg);border:1px solid var(--line);border-radius:6px;padding:4px 10px;text-decoration:none}nav a:hover{border-color:var(--red)}
a{color:#fca5a5}code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}.muted{color:var(--muted);font-weight:400}
.op{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:16px 18px;margin:12px 0}.summary{margin:0 0 4px;font-weight:600}
.method{font:700 12px ui-monospace,monospace;padding:3px 8px;border-radius:4px;color:#000}.get{background:#60a5fa}.post{background:#4ade80}.put{background:#fbbf24}.delete{background:#f87171}
.lock,.open,.req{font-size:11px;text-transform:uppercase;letter-spacing:.05em;border-radius:4px;padding:2px 6px}.lock{background:#7f1d1d;color:#fecaca}.open{background:#1f2937;color:var(--muted)}.req{background:#3f3f46;color:#fde68a}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;vertical-align:top;border-top:1px solid var(--line);padding:6px 8px}th{color:var(--muted);font-weight:600}
.responses{list-style:none;margin:0;padding:0}.responses li{padding:4px 0}.status{font:700 12px ui-monospace,monospace;padding:2px 6px;border-radius:4px;background:#3f3f46}.s2{background:#14532d}.s4{background:#7c2d12}
details summary{cursor:pointer;color:var(--muted);font-size:13px}pre{background:#0a0a0d;border:1px solid var(--line);border-radius:6px;padding:10px;overflow:auto;font-size:12px}
</style>
</head>
<body>
<header>
<h1>${escape(document.info.title)}</h1>
<p>${prose(document.info.description)}</p>
<p class="muted">Base URL <code>${escape(document.servers[0]?.url)}</code> · OpenAPI ${escape(document.openapi)} document: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a></p>
<nav aria-label="Sections">${nav}</nav>
</header>
<main>${sections}</main>
</body>
</html>`;
}
