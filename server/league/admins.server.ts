import { hashPassword } from "better-auth/crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { account, appRole, teams, user, user_roles } from "../db/schema.ts";

/** The staff roles: admins run the league, scorekeepers write only the live scoring of bouts, team managers their team's lineups. */
export const STAFF_ROLES = appRole.enumValues;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Creates the user when needed (email verified, credential password) and grants the admin role. */
export const grantAdmin = (db: Database, email: string, password?: string) => grantRole(db, email, "admin", password);

/**
 * Creates the user when needed (email verified, credential password) and grants the role; a `team_manager` names
 * their team (granting it again moves them to another team).
 */
export async function grantRole(
  db: Database,
  email: string,
  role: StaffRole,
  password?: string,
  teamId: string | null = null,
) {
  if ((role === "team_manager") !== (teamId !== null))
    throw new Error(
      role === "team_manager" ? "A team manager needs --team <teamId>." : "Only a team manager has a team.",
    );
  const normalized = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    let [existing] = await tx.select().from(user).where(eq(user.email, normalized)).limit(1);
    let created = false;
    if (!existing) {
      if (!password) throw new Error(`No user ${normalized} yet: give --password to create one.`);
      const id = crypto.randomUUID();
      [existing] = await tx
        .insert(user)
        .values({ id, email: normalized, name: normalized.split("@")[0]!, emailVerified: true })
        .returning();
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: await hashPassword(password),
      });
      created = true;
    } else {
      await tx.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, existing.id));
      if (password) {
        const hash = await hashPassword(password);
        const [credential] = await tx
          .select()
          .from(account)
          .where(and(eq(account.userId, existing.id), eq(account.providerId, "credential")))
          .limit(1);
        if (credential)
          await tx.update(account).set({ password: hash, updatedAt: new Date() }).where(eq(account.id, credential.id));
        else
          await tx.insert(account).values({
            id: crypto.randomUUID(),
            accountId: existing.id,
            providerId: "credential",
            userId: existing.id,
            password: hash,
          });
      }
    }
    if (teamId) {
      const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
      if (!team) throw new Error(`No team ${teamId}.`);
      await tx
        .insert(user_roles)
        .values({ user_id: existing!.id, role, team_id: teamId })
        .onConflictDoUpdate({ target: [user_roles.user_id, user_roles.role], set: { team_id: teamId } });
    } else await tx.insert(user_roles).values({ user_id: existing!.id, role }).onConflictDoNothing();
    return { email: normalized, created };
  });
}

export async function revokeRole(db: Database, email: string, role: StaffRole): Promise<boolean> {
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  if (!found) return false;
  const removed = await db
    .delete(user_roles)
    .where(and(eq(user_roles.user_id, found.id), eq(user_roles.role, role)))
    .returning();
  return removed.length > 0;
}

/** Every staff role granted, by email then role. */
export async function listStaff(db: Database) {
  return db
    .select({
      email: user.email,
      role: user_roles.role,
      team_id: user_roles.team_id,
      team_name: teams.name,
      granted_at: user_roles.created_at,
    })
    .from(user_roles)
    .innerJoin(user, eq(user.id, user_roles.user_id))
    .leftJoin(teams, eq(teams.id, user_roles.team_id))
    .orderBy(asc(user.email), asc(user_roles.role));
}
