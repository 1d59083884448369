// Stream viewers for bench/live.ts: raw HTTP connections to /api/v1/live/stream that note when each event id arrives.
import http from "node:http";

export interface ViewerPool {
  /** Connections that closed or failed while they should have stayed open. */
  dropped(): number;
  open(): number;
  /** Per event id, the arrival times (ms, Date.now()) of every viewer that got it. */
  arrivals: Map<number, number[]>;
  close(): void;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

export async function openViewers(urls: string[], count: number): Promise<ViewerPool> {
  const arrivals = new Map<number, number[]>();
  const requests: http.ClientRequest[] = [];
  let dropped = 0;
  let open = 0;
  let closing = false;
  const connect = (url: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(`${url}/api/v1/live/stream`, { agent }, (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        open++;
        let tail = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          const now = Date.now();
          const text = tail + chunk;
          // Only the id lines matter here; a frame split across chunks keeps its last line for the next one.
          const cut = text.lastIndexOf("\n");
          tail = text.slice(cut + 1);
          for (const match of text.slice(0, cut + 1).matchAll(/^id: (\d+)$/gm)) {
            const id = Number(match[1]);
            let list = arrivals.get(id);
            if (!list) arrivals.set(id, (list = []));
            list.push(now);
          }
        });
        const lost = () => {
          open--;
          if (!closing) dropped++;
        };
        response.once("close", lost);
        resolve();
      });
      request.on("error", (error) => (closing ? undefined : reject(error)));
      requests.push(request);
    });
  // In batches, so the listen backlog never overflows.
  for (let started = 0; started < count; started += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, count - started) }, (_, index) =>
        connect(urls[(started + index) % urls.length]!),
      ),
    );
  }
  return {
    arrivals,
    dropped: () => dropped,
    open: () => open,
    close() {
      closing = true;
      for (const request of requests) request.destroy();
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
