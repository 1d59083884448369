// Operator command: npm run admin -- add <email> [--password <pw>] [--role admin|scorekeeper|team_manager] [--team <teamId>]
//   | remove <email> [--role …] | list
import { parseArgs } from "node:util";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../app/lib/league-constants.ts";

const ROLES = ["admin", "scorekeeper", "team_manager"] as const;
const USAGE =
  "Usage:\n  npm run admin -- add <email> [--password <pw>] [--role admin|scorekeeper|team_manager] [--team <teamId>]\n  npm run admin -- remove <email> [--role admin|scorekeeper|team_manager]\n  npm run admin -- list\n(--role defaults to admin; a team_manager needs --team, the id of the team they manage)";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { password: { type: "string" }, role: { type: "string", default: "admin" }, team: { type: "string" } },
});
const [command, email] = positionals;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!command || !["add", "remove", "list"].includes(command)) fail(USAGE);
if (command !== "list" && !z.email().safeParse(email).success) fail(`A valid email is required.\n${USAGE}`);
if (values.password !== undefined && values.password.length < PASSWORD_MIN_LENGTH)
  fail(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
const role = z.enum(ROLES).safeParse(values.role);
if (!role.success) fail(`The role must be one of: ${ROLES.join(", ")}.\n${USAGE}`);
if (command === "add" && role.data === "team_manager" && !z.uuid().safeParse(values.team).success)
  fail(`A team_manager needs --team <teamId> (the team's id, e.g. from GET /api/v1/teams).\n${USAGE}`);
if (values.team !== undefined && role.data !== "team_manager") fail(`--team goes with --role team_manager.\n${USAGE}`);

process.env.LOG_LEVEL ??= "warn";
const { database } = await import("../server/db/database.server.ts").catch((error: Error) => fail(error.message));
const { grantRole, listStaff, revokeRole } = await import("../server/league/admins.server.ts");

try {
  await database.migrate();
  if (command === "add") {
    const result = await grantRole(database.db, email!, role.data, values.password, values.team ?? null);
    console.log(
      `${result.created ? "Created" : "Updated"} ${result.email}: ${role.data} role granted${values.team ? ` (team ${values.team})` : ""}.`,
    );
  } else if (command === "remove") {
    const removed = await revokeRole(database.db, email!, role.data);
    console.log(
      removed
        ? `${role.data} role revoked from ${email}.`
        : `${email} was not ${{ admin: "an admin", scorekeeper: "a scorekeeper", team_manager: "a team manager" }[role.data]}.`,
    );
  } else {
    const staff = await listStaff(database.db);
    if (staff.length === 0) console.log("No admins, scorekeepers or team managers yet.");
    for (const row of staff)
      console.log(
        `${row.email}\t${row.role}${row.team_name ? ` (${row.team_name})` : ""}\t(since ${row.granted_at.toISOString().slice(0, 10)})`,
      );
  }
} catch (error) {
  fail((error as Error).message);
} finally {
  await database.close();
}
