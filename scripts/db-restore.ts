// npm run db:restore -- <file>   (replaces all data and the uploaded files on disk with the backup's)
import fs from "node:fs/promises";
import path from "node:path";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore -- <file>");
  process.exit(1);
}
process.env.LOG_LEVEL ??= "warn";
const archive = await fs.readFile(file).catch(() => {
  console.error(`Cannot read ${file}`);
  process.exit(1);
});
const { database } = await import("../server/db/database.server.ts").catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const { restoreBackup } = await import("../server/db/backup.server.ts");
const { dataDir } = await import("../server/env.server.ts");
try {
  await database.migrate();
  const result = await restoreBackup(database.db, path.join(dataDir, "files"), archive);
  console.log(
    `Restored ${result.rows} rows in ${result.tables} tables and ${result.files} files into ${database.engine}.`,
  );
} finally {
  await database.close();
}
