// Development entry: Vite in middleware mode inside the same Node server, with hot reload.
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const port = Number(process.env.PORT ?? 3000);

http
  .createServer((req, res) => {
    vite.middlewares(req, res, async () => {
      try {
        const { app } = (await vite.ssrLoadModule("./server/app.ts")) as typeof import("./app.ts");
        await getRequestListener(app.fetch)(req, res);
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        console.error(error);
        res.statusCode = 500;
        res.end((error as Error).stack);
      }
    });
  })
  .listen(port, () => console.log(`dev server on http://localhost:${port}`));
