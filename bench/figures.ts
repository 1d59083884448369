// What several benchmarks print: a percentile of timings, the machine's load average and a server's CPU time.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";

/** The p-th percentile (nearest rank) of `values`; NaN when there are none. */
export const percentile = (values: number[], p: number) =>
  values.length === 0
    ? Number.NaN
    : [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

/** The 1, 5 and 15 minute load averages, one decimal each. */
export const loadavg = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

/** The processes whose parent is `pid` (Linux /proc; field 4 of `stat`, 2 after the command, is the parent). */
export function childPids(pid: number): number[] {
  return processStats().flatMap(([child, fields]) => (Number(fields[1]) === pid ? [child] : []));
}

/**
 * CPU time (user + system, ms) of a process and its children so far: a server with SERVER_PROCESSES above 1 does
 * its work in child processes. utime and stime are fields 14 and 15 of `stat` (12 and 13 after the command), in clock
 * ticks of 10 ms.
 */
export function processTreeCpuMs(pid: number): number {
  let ms = 0;
  for (const [process, fields] of processStats()) {
    if (process === pid || Number(fields[1]) === pid) ms += (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return ms;
}

/** Every process's pid and the fields of its /proc stat after the command. */
function processStats(): [number, string[]][] {
  return fs.readdirSync("/proc").flatMap((entry): [number, string[]][] => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      return [[Number(entry), fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")]];
    } catch {
      return []; // gone meanwhile
    }
  });
}

/**
 * A GET over `agent`'s kept-alive connections, its body counted and dropped: the load generator shares the machine's
 * cores with the server it measures, so it should spend as little as it can (on the long tail, 2026-11-29, under the
 * same load: `fetch` 3.0–3.3 ms of CPU a page, this 2.9 ms; 1.7–2.6 ms on a quiet machine).
 */
export function lightGet(agent: http.Agent, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}
