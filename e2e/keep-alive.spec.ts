// A client that keeps a connection open between requests (browsers, proxies, test runners: idle for up to a few
// seconds, some for a minute) must find it still open: Node's default closes an idle one after 5 s, and a request
// sent on it as it closed failed with ECONNRESET (a flaky e2e test, 2026-11-29). The server keeps idle connections
// 65 s (server/prod.ts), longer than the clients in front of it.
import net from "node:net";
import { expect, test } from "./fixtures";

/** Sends one request on `socket` and resolves with the status line of its answer. */
function statusLine(socket: net.Socket, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = "";
    const onData = (chunk: Buffer) => {
      received += chunk.toString("latin1");
      // /healthz answers a small body with a Content-Length: the headers are enough here.
      if (received.includes("\r\n\r\n")) {
        socket.off("data", onData);
        socket.off("close", onClose);
        resolve(received.slice(0, received.indexOf("\r\n")));
      }
    };
    const onClose = () => reject(new Error(`the server closed the connection (after: ${JSON.stringify(received)})`));
    socket.on("data", onData);
    socket.once("close", onClose);
    socket.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
  });
}

test("a kept-alive connection idle for 6 s still takes the next request", async ({ baseURL }) => {
  test.setTimeout(30_000);
  const url = new URL(baseURL!);
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise((resolve) => socket.once("connect", resolve));
  try {
    expect(await statusLine(socket, url.host)).toBe("HTTP/1.1 200 OK");
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await statusLine(socket, url.host)).toBe("HTTP/1.1 200 OK");
  } finally {
    socket.destroy();
  }
});
