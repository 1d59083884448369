// What several benchmarks print: a percentile of timings, the machine's load average and a server's CPU time.
import fs from "node:fs";
import net from "node:net";
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
 * One kept-alive HTTP/1.1 connection that sends GETs one after another and counts each answer's body without keeping
 * it: the load generator shares the machine's cores with the server it measures, so it should spend as little as it
 * can. Node's `http.get` cost 1.2 ms of CPU a page on the long tail (2026-12-07; `fetch` 3.0–3.3 ms before it, on a
 * slower machine); this reads the status line, `Content-Length` or chunked framing, and nothing else.
 */
export class KeptAliveConnection {
  readonly #socket: net.Socket;
  readonly #host: string;
  #buffered: Buffer = Buffer.alloc(0);
  /** Told when bytes come (nothing) or the connection fails (the error). */
  #waiting: ((error?: Error) => void) | null = null;

  constructor(origin: string) {
    const url = new URL(origin);
    this.#host = url.host;
    this.#socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    this.#socket.on("data", (chunk: Buffer) => {
      this.#buffered = this.#buffered.length === 0 ? chunk : Buffer.concat([this.#buffered, chunk]);
      this.#wake();
    });
    const failed = (error?: Error) => this.#wake(error ?? new Error("the server closed the connection"));
    this.#socket.on("error", failed);
    this.#socket.on("close", () => failed());
  }

  #wake(error?: Error) {
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting?.(error);
  }

  /** Waits until more bytes than `have` are buffered. */
  async #more(have: number): Promise<void> {
    while (this.#buffered.length <= have) {
      const error = await new Promise<Error | undefined>((resolve) => {
        this.#waiting = resolve;
      });
      if (error) throw error;
    }
  }

  /** Takes `length` bytes off the front of the buffer (waiting for them). */
  async #take(length: number): Promise<Buffer> {
    while (this.#buffered.length < length) await this.#more(this.#buffered.length);
    const taken = this.#buffered.subarray(0, length);
    this.#buffered = this.#buffered.subarray(length);
    return taken;
  }

  /** Drops the next `length` bytes as they come (a body is counted, not kept). */
  async #skip(length: number): Promise<void> {
    for (let left = length; left > 0; ) {
      if (this.#buffered.length === 0) await this.#more(0);
      const dropped = Math.min(left, this.#buffered.length);
      this.#buffered = this.#buffered.subarray(dropped);
      left -= dropped;
    }
  }

  /** The next line ending in CRLF, without it. */
  async #line(): Promise<string> {
    for (;;) {
      const end = this.#buffered.indexOf("\r\n");
      if (end !== -1) return (await this.#take(end + 2)).toString("latin1", 0, end);
      await this.#more(this.#buffered.length);
    }
  }

  /** GET `path` with `headers`; the answer's status and body size. */
  async get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; bytes: number }> {
    const lines = [
      `GET ${path} HTTP/1.1`,
      `Host: ${this.#host}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    this.#socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    const status = Number((await this.#line()).split(" ")[1]);
    let length = 0;
    let chunked = false;
    for (let line = await this.#line(); line !== ""; line = await this.#line()) {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).toLowerCase();
      if (name === "content-length") length = Number(line.slice(colon + 1));
      else if (name === "transfer-encoding") chunked = /chunked/i.test(line);
    }
    if (!chunked) {
      await this.#skip(length);
      return { status, bytes: length };
    }
    let bytes = 0;
    for (let size = Number.parseInt(await this.#line(), 16); ; size = Number.parseInt(await this.#line(), 16)) {
      await this.#skip(size + 2);
      if (size === 0) return { status, bytes };
      bytes += size;
    }
  }

  close() {
    this.#socket.destroy();
  }
}
