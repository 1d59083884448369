// npm run db:backup -- <file>   (a gzipped JSON document: every table and the uploaded files on disk)
import fs from "node:fs/promises";
import path from "node:path";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:backup -- <file>");
  process.exit(1);
}
process.env.LOG_LEVEL ??= "warn";
process.env.SEED_DEMO = "false";
const { database } = await import("../server/db/database.server.ts").catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const { createBackup } = await import("../server/db/backup.server.ts");
const { dataDir } = await import("../server/env.server.ts");
try {
  await database.migrate();
  const archive = await createBackup(database.db, path.join(dataDir, "files"));
  await fs.writeFile(file, archive);
  console.log(`Backup of ${database.engine} written to ${file} (${(archive.length / 1024).toFixed(0)} KB).`);
} finally {
  await database.close();
}
