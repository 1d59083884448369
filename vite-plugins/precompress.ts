import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html)$/;

/** Writes .br and .gz beside every compressible client asset, so the server never compresses them per request. */
export function precompress(): Plugin {
  return {
    name: "league:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const source = await fs.readFile(path.join(dir, file));
            if (source.length < 1024) return;
            const [br, gz] = await Promise.all([
              promisify(brotliCompress)(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              promisify(gzip)(source, { level: 9 }),
            ]);
            await fs.writeFile(path.join(dir, `${file}.br`), br);
            await fs.writeFile(path.join(dir, `${file}.gz`), gz);
          }),
      );
    },
  };
}
