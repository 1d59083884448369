import { APIError } from "better-auth/api";
import { redirect } from "react-router";
import { describeDevice } from "~/lib/device";
import { formatDate, formatTime } from "~/lib/format";
import { localizePath, type Lang } from "~/lib/language";
import { auth, enabledProviders, getSession } from "../../server/auth.server.ts";

/**
 * Everything /account shows, read through better-auth's own endpoints. Times are formatted here (in UTC) so
 * the server and the browser render the same text.
 */
export async function loadAccount(request: Request, lang: Lang) {
  const session = await getSession(request);
  if (!session) throw redirect(localizePath("/auth", lang));
  const headers = request.headers;
  // The session can end between the check above and these reads (another tab signing out everywhere while this page
  // revalidates): that is a signed-out visitor, not a server error.
  const [sessions, passkeys, accounts] = await Promise.all([
    auth.api.listSessions({ headers }),
    auth.api.listPasskeys({ headers }),
    auth.api.listUserAccounts({ headers }),
  ]).catch((error: unknown) => {
    if (error instanceof APIError && error.status === "UNAUTHORIZED") throw redirect(localizePath("/auth", lang));
    throw error;
  });
  const when = (date: Date | string) => `${formatDate(date, lang, "UTC")}, ${formatTime(date, lang, "UTC")} UTC`;
  const user = session.user as typeof session.user & {
    twoFactorEnabled?: boolean | null;
    phoneNumber?: string | null;
    phoneNumberVerified?: boolean | null;
  };
  return {
    user: {
      email: user.email,
      name: user.name,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      phoneNumber: user.phoneNumber ?? null,
      phoneNumberVerified: Boolean(user.phoneNumberVerified),
    },
    aal: (session.session as { aal?: string | null }).aal ?? "aal1",
    sessions: sessions
      .toSorted((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime())
      .map((item) => ({
        id: item.id,
        token: item.token,
        current: item.token === session.session.token,
        device: describeDevice(item.userAgent),
        ipAddress: item.ipAddress ?? null,
        lastSeen: when(item.updatedAt),
      })),
    passkeys: passkeys.map((item) => ({
      id: item.id,
      name: item.name ?? null,
      createdAt: item.createdAt ? when(item.createdAt) : null,
    })),
    identities: accounts.map((item) => ({ id: item.id, providerId: item.providerId, accountId: item.accountId })),
    providers: enabledProviders(),
  };
}

export type AccountData = Awaited<ReturnType<typeof loadAccount>>;
