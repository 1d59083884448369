// npm run bench:main-thread -- [path ...]: where the main thread's time goes after the first paint, as Lighthouse's
// total blocking time counts it. Opens each page (default `/`) in the system Chromium at a phone's viewport, without
// throttling, records a trace with V8's sampler, and prints every main-thread task of MT_MIN_MS or more after the
// first contentful paint: when it started, how long it took, what the renderer did in it (script, style, layout,
// parsing) and the JavaScript functions its samples fell in. Last, the blocking time Lighthouse's simulation would
// count for those tasks: Σ max(0, 4 × task − 50 ms) (its mobile preset slows the CPU 4 times).
// Function names are minified unless the build is readable: `BUILD_READABLE=1 npm run build` (vite.config.ts).
// Options via env:
//   MT_URL      an already running server (default: start the build on a fresh demo league)
//   MT_RUNS (1)  MT_SECONDS (5, after the load event)  MT_MIN_MS (12.5: 50 ms at a 4× slowdown)  MT_PORT (3915)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { startServer, type BenchServer } from "./server.ts";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runs = Number(process.env.MT_RUNS ?? 1);
const seconds = Number(process.env.MT_SECONDS ?? 5);
const minMs = Number(process.env.MT_MIN_MS ?? 12.5);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];
/** What the renderer did inside a task, by trace event name (nested ones count in their parent too). */
const WORK = new Map([
  ["FunctionCall", "script"],
  ["EvaluateScript", "script"],
  ["v8.evaluateModule", "module evaluation"],
  ["v8.compileModule", "compile"],
  ["v8.compile", "compile"],
  ["RunMicrotasks", "microtasks"],
  ["ParseHTML", "parse HTML"],
  ["ParseAuthorStyleSheet", "parse CSS"],
  ["UpdateLayoutTree", "style"],
  ["Layout", "layout"],
  ["Paint", "paint"],
  ["MinorGC", "GC"],
  ["MajorGC", "GC"],
]);

/** React's own work loop, which nearly every sample of a render passes through: left out of the list. */
const REACT_LOOP =
  /^(performWorkUntilDeadline|performWorkOnRoot\w*|performSyncWorkOnRoot|renderRoot\w+|workLoop\w*|performUnitOfWork|beginWork|completeWork|completeUnitOfWork|renderWithHooks|update\w*Component|reconcile\w+|commitRoot|completeRoot\w*|flush\w*Effects|flushSyncWorkAcrossRoots_impl|recursivelyTraverse\w+|commit\w*OnFiber|\(anonymous\))$/;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    beginData?: { url?: string };
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string };
}

let server: BenchServer | undefined;
let base = process.env.MT_URL?.replace(/\/$/, "");
if (!base) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "league-main-thread-"));
  server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" }, Number(process.env.MT_PORT ?? 3915));
  base = server.url;
}
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-sync"],
});
try {
  console.log(`main thread after the first paint: ${base}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}`);
  console.log(
    `tasks of ${minMs} ms or more, ${seconds} s after the load event; load average ${os.loadavg()[0]!.toFixed(2)}`,
  );
  for (const pagePath of paths) {
    for (let run = 1; run <= runs; run++) {
      const page = await browser.newPage({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      await browser.startTracing(page, {
        categories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "v8.execute",
          "loading",
          "disabled-by-default-v8.cpu_profiler",
        ],
      });
      await page.goto(base + pagePath, { waitUntil: "load" });
      await page.waitForTimeout(seconds * 1_000);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await page.close();
      report(`${pagePath} (run ${run})`, trace.traceEvents, base);
    }
  }
} finally {
  await browser.close();
  await server?.stop();
}

function report(label: string, events: TraceEvent[], origin: string) {
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  // The page's renderer thread: the one that parsed its HTML.
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith(origin));
  if (!parse) return console.log(`\n${label}: no trace of the page`);
  const main = thread(parse);
  const onMain = events.filter((e) => thread(e) === main);
  const start = Math.min(...onMain.filter((e) => e.ph === "X").map((e) => e.ts));
  const fcp = onMain.find((e) => e.name === "firstContentfulPaint")?.ts ?? start;
  const samples = cpuSamples(events, parse.pid);

  const tasks: TraceEvent[] = [];
  let end = 0;
  for (const e of onMain.filter((x) => x.name === "RunTask" && x.ph === "X").sort((a, b) => a.ts - b.ts)) {
    if (e.ts < end) continue; // a task nested in another
    tasks.push(e);
    end = e.ts + e.dur!;
  }
  const long = tasks.filter((t) => t.ts >= fcp && t.dur! >= minMs * 1_000);
  console.log(
    `\n${label}: first contentful paint at ${((fcp - start) / 1_000).toFixed(0)} ms, ${long.length} long task(s)`,
  );
  let blocking = 0;
  for (const task of long) {
    const ms = task.dur! / 1_000;
    blocking += Math.max(0, 4 * ms - 50);
    const work = new Map<string, number>();
    for (const e of onMain) {
      const kind = WORK.get(e.name);
      if (kind && e.ph === "X" && e.ts >= task.ts && e.ts < task.ts + task.dur!)
        work.set(kind, (work.get(kind) ?? 0) + e.dur! / 1_000);
    }
    console.log(
      `  @${((task.ts - start) / 1_000).toFixed(0).padStart(5)} ms ${ms.toFixed(1).padStart(6)} ms  ` +
        [...work]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([kind, t]) => `${kind} ${t.toFixed(1)}`)
          .join(", "),
    );
    const functions = topFunctions(samples, task.ts, task.ts + task.dur!);
    if (functions) console.log(`      ${functions}`);
  }
  console.log(`  Lighthouse would count ${blocking.toFixed(0)} ms of blocking for these (×4 − 50 ms each)`);
}

/** V8's samples of the page's renderer: each a time and the call stack's leaf. */
function cpuSamples(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profiles = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === "Profile" && e.id) profiles.set(e.id, e.args?.data?.startTime ?? 0);
    if (e.name !== "ProfileChunk" || !e.id || !profiles.has(e.id)) continue;
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let ts = profiles.get(e.id)!;
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts, node });
    });
    profiles.set(e.id, ts);
  }
  return { nodes, samples };
}

/** The functions most samples of [from, to) fell in (with their callees), past the ones every sample shares. */
function topFunctions({ nodes, samples }: ReturnType<typeof cpuSamples>, from: number, to: number): string {
  const within = samples.filter((s) => s.ts >= from && s.ts < to);
  const counts = new Map<string, number>();
  for (const sample of within) {
    const seen = new Set<string>();
    for (let node = nodes.get(sample.node); node; node = node.parent ? nodes.get(node.parent) : undefined) {
      const { functionName, url } = node.callFrame;
      if (!url || seen.has(functionName + url)) continue;
      seen.add(functionName + url);
      if (REACT_LOOP.test(functionName || "(anonymous)")) continue;
      const key = `${functionName} ${url.split("/").pop()}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([, n]) => n < within.length)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([key, n]) => `${key} ${Math.round((100 * n) / within.length)} %`)
    .join(" · ");
}
