// A partner's endpoint for tests: an HTTP server on 127.0.0.1 that records every request and answers as told per path
// (`/ok`, `/fail` 500, `/redirect` 302, `/slow`, `/big` a long 500 body). Tests point WEBHOOK_TEST_ORIGIN at it.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export async function startReceiver(options: { delayMs?: number } = {}) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body });
      const answer = () => {
        if (path.startsWith("/fail")) response.writeHead(500).end("receiver failed");
        else if (path.startsWith("/redirect")) response.writeHead(302, { Location: "/elsewhere" }).end();
        else if (path.startsWith("/big")) response.writeHead(500).end("x".repeat(5000));
        else if (path.startsWith("/slow")) setTimeout(() => response.writeHead(200).end("late"), 2000);
        else response.writeHead(200).end("ok");
      };
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
