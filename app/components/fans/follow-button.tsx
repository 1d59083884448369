// The Follow control on athlete, team and tournament pages: a toggle button (aria-pressed) naming what it follows.
// Signed out, it sends the visitor to sign in or sign up and back here, where the follow is then done.
import { Bell, BellRing, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "~/components/site/lazy-toaster";
import { useLocalizePath } from "~/components/site/localized-link";
import { useSite } from "~/components/site/use-site";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import type { FollowKind } from "~/lib/fans";
import { isFollowed, rememberPendingFollow, setFollowed, takePendingFollow } from "./follow-state";

export function FollowButton({
  kind,
  id,
  name,
  className,
}: {
  kind: FollowKind;
  id: string;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const signedIn = Boolean(useSite()?.user);
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const location = useLocation();
  // null: not known yet (before hydration, or while the follows load).
  const [following, setFollowing] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void (async () => {
      let now = await isFollowed(kind, id);
      // Back from signing in or up with a follow chosen here while signed out: do it now.
      if (!now && takePendingFollow(kind, id) && (await setFollowed(kind, id, true))) {
        now = true;
        toast.success(t("follow.followed", { name }));
      }
      if (live) setFollowing(now);
    })();
    return () => {
      live = false;
    };
  }, [signedIn, kind, id, name, t]);

  async function toggle() {
    if (!signedIn) {
      rememberPendingFollow(kind, id);
      void navigate(`${localize("/auth")}?next=${encodeURIComponent(location.pathname)}`);
      return;
    }
    if (following === null) return;
    setBusy(true);
    const next = !following;
    const ok = await setFollowed(kind, id, next);
    setBusy(false);
    if (!ok) {
      toast.error(t("follow.failed"));
      return;
    }
    setFollowing(next);
    toast.success(t(next ? "follow.followed" : "follow.unfollowed", { name }));
    // A Follow click is when a fan may be asked about notifications on this device (once; /me turns them on later).
    if (next) void import("~/lib/push/push-client").then((push) => push.offerPushAfterFollow()).catch(() => {});
  }

  const on = signedIn && following === true;
  const Icon = busy ? Loader2 : on ? BellRing : Bell;
  return (
    <Button
      type="button"
      variant={on ? "secondary" : "outline"}
      size="sm"
      className={className}
      // A toggle: its name says what it follows, aria-pressed whether it does (signed out it is a way to sign in).
      aria-pressed={signedIn ? on : undefined}
      title={signedIn ? undefined : t("follow.signInToFollow", { name })}
      disabled={busy || (signedIn && following === null)}
      data-testid="follow-button"
      onClick={() => void toggle()}
    >
      <Icon aria-hidden="true" className={busy ? "animate-spin" : undefined} />
      {on ? t("follow.following") : t("follow.follow")}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
