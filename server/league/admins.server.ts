import { hashPassword } from "better-auth/crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { account, user, user_roles } from "../db/schema.ts";

/** Creates the user when needed (email verified, credential password) and grants the admin role. */
export async function grantAdmin(db: Database, email: string, password?: string) {
  const normalized = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    let [existing] = await tx.select().from(user).where(eq(user.email, normalized)).limit(1);
    let created = false;
    if (!existing) {
      if (!password) throw new Error(`No user ${normalized} yet: give --password to create one.`);
      const id = crypto.randomUUID();
      [existing] = await tx.insert(user).values({ id, email: normalized, name: normalized.split("@")[0]!, emailVerified: true }).returning();
      await tx.insert(account).values({ id: crypto.randomUUID(), accountId: id, providerId: "credential", userId: id, password: await hashPassword(password) });
      created = true;
    } else {
      await tx.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, existing.id));
      if (password) {
        const hash = await hashPassword(password);
        const [credential] = await tx.select().from(account).where(and(eq(account.userId, existing.id), eq(account.providerId, "credential"))).limit(1);
        if (credential) await tx.update(account).set({ password: hash, updatedAt: new Date() }).where(eq(account.id, credential.id));
        else await tx.insert(account).values({ id: crypto.randomUUID(), accountId: existing.id, providerId: "credential", userId: existing.id, password: hash });
      }
    }
    await tx.insert(user_roles).values({ user_id: existing!.id, role: "admin" }).onConflictDoNothing();
    return { email: normalized, created };
  });
}

export async function revokeAdmin(db: Database, email: string): Promise<boolean> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase())).limit(1);
  if (!found) return false;
  const removed = await db.delete(user_roles).where(and(eq(user_roles.user_id, found.id), eq(user_roles.role, "admin"))).returning();
  return removed.length > 0;
}

export async function listAdmins(db: Database) {
  return db
    .select({ email: user.email, granted_at: user_roles.created_at })
    .from(user_roles)
    .innerJoin(user, eq(user.id, user_roles.user_id))
    .where(eq(user_roles.role, "admin"))
    .orderBy(asc(user.email));
}
