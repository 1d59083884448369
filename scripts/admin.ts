// Operator command: npm run admin -- add <email> --password <pw> | remove <email> | list
import { parseArgs } from "node:util";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../app/lib/league-constants.ts";

const USAGE = "Usage:\n  npm run admin -- add <email> [--password <pw>]\n  npm run admin -- remove <email>\n  npm run admin -- list";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { password: { type: "string" } } });
const [command, email] = positionals;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!command || !["add", "remove", "list"].includes(command)) fail(USAGE);
if (command !== "list" && !z.email().safeParse(email).success) fail(`A valid email is required.\n${USAGE}`);
if (values.password !== undefined && values.password.length < PASSWORD_MIN_LENGTH) fail(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);

process.env.LOG_LEVEL ??= "warn";
const { database } = await import("../server/db/database.server.ts").catch((error: Error) => fail(error.message));
const { grantAdmin, listAdmins, revokeAdmin } = await import("../server/league/admins.server.ts");

try {
  await database.migrate();
  if (command === "add") {
    const result = await grantAdmin(database.db, email!, values.password);
    console.log(`${result.created ? "Created" : "Updated"} ${result.email}: admin role granted.`);
  } else if (command === "remove") {
    const removed = await revokeAdmin(database.db, email!);
    console.log(removed ? `Admin role revoked from ${email}.` : `${email} was not an admin.`);
  } else {
    const admins = await listAdmins(database.db);
    if (admins.length === 0) console.log("No admins yet.");
    for (const admin of admins) console.log(`${admin.email}\t(since ${admin.granted_at.toISOString().slice(0, 10)})`);
  }
} catch (error) {
  fail((error as Error).message);
} finally {
  await database.close();
}
