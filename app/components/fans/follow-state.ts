// The Follow control's work, loaded after hydration or on a click (follow-button.tsx stays light).
// The signed-in user's follows as the browser knows them: read once per page view from /api/v1/me/follows (pages are
// cached for everyone, so the page itself cannot say), and a follow chosen while signed out, kept until the visitor
// comes back signed in. docs/fans.md.
import { toast } from "~/components/site/lazy-toaster";
import type { FollowKind } from "~/lib/fans";

const API = "/api/v1/me/follows";
const PENDING_KEY = "league-pending-follow";
/** A follow chosen while signed out is done on return within this time (sign-up includes confirming the mail). */
const PENDING_FOR_MS = 60 * 60 * 1000;

let followed: Promise<Set<string>> | null = null;
const keyOf = (kind: FollowKind, id: string) => `${kind}:${id}`;

/** Which things the user follows (one request per page view, shared by every Follow control on the page). */
export function followedSet(): Promise<Set<string>> {
  followed ??= fetch(API, { headers: { Accept: "application/json" }, credentials: "same-origin" })
    .then(async (response) => {
      if (!response.ok) return new Set<string>();
      const body = (await response.json()) as { items: { kind: FollowKind; id: string }[] };
      return new Set(body.items.map((item) => keyOf(item.kind, item.id)));
    })
    .catch(() => new Set<string>());
  return followed;
}

export async function isFollowed(kind: FollowKind, id: string) {
  return (await followedSet()).has(keyOf(kind, id));
}

/** Follows or unfollows; true when the server agreed. */
export async function setFollowed(kind: FollowKind, id: string, follow: boolean): Promise<boolean> {
  const response = await fetch(`${API}/${kind}/${id}`, {
    method: follow ? "PUT" : "DELETE",
    headers: follow ? { "Content-Type": "application/json" } : {},
    body: follow ? "{}" : undefined,
    credentials: "same-origin",
  }).catch(() => null);
  if (!response?.ok) return false;
  const set = await followedSet();
  if (follow) set.add(keyOf(kind, id));
  else set.delete(keyOf(kind, id));
  return true;
}

/** Remembers a follow chosen while signed out. */
export function rememberPendingFollow(kind: FollowKind, id: string) {
  try {
    localStorage.setItem(PENDING_KEY, JSON.stringify({ kind, id, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the visitor follows by hand after signing in.
  }
}

/** Takes the pending follow for this thing, if one was chosen recently; it is forgotten either way once read. */
export function takePendingFollow(kind: FollowKind, id: string): boolean {
  try {
    const raw = localStorage.getItem(PENDING_KEY);
    if (!raw) return false;
    const pending = JSON.parse(raw) as { kind?: string; id?: string; at?: number };
    if (pending.kind !== kind || pending.id !== id) return false;
    localStorage.removeItem(PENDING_KEY);
    return typeof pending.at === "number" && Date.now() - pending.at < PENDING_FOR_MS;
  } catch {
    return false;
  }
}

type Translate = (key: "follow.followed" | "follow.unfollowed" | "follow.failed", options?: { name: string }) => string;

/**
 * The Follow control's state once hydrated, for a signed-in user: whether this is followed — and, back from signing
 * in or up with a follow chosen here while signed out, the follow done now.
 */
export async function loadFollow(kind: FollowKind, id: string, name: string, t: Translate): Promise<boolean> {
  if (await isFollowed(kind, id)) return true;
  if (!takePendingFollow(kind, id) || !(await setFollowed(kind, id, true))) return false;
  toast.success(t("follow.followed", { name }));
  return true;
}

/** A click on the Follow control (signed in): follows or unfollows, says so; the new state, or null when it failed. */
export async function toggleFollow(kind: FollowKind, id: string, name: string, follow: boolean, t: Translate) {
  if (!(await setFollowed(kind, id, follow))) {
    toast.error(t("follow.failed"));
    return null;
  }
  toast.success(t(follow ? "follow.followed" : "follow.unfollowed", { name }));
  // A Follow click is when a fan may be asked about notifications on this device (once; /me turns them on later).
  if (follow) void import("~/lib/push/push-client").then((push) => push.offerPushAfterFollow()).catch(() => {});
  return follow;
}
