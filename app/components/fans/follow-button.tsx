// The Follow control on athlete, team and tournament pages and on their cards: a toggle button (aria-pressed) naming
// what it follows. Signed out, it sends the visitor to sign in or sign up and back here, where the follow is then done.
// Light on purpose (it is on every directory and event card): the follows' state and requests
// (`follow-state.ts`) load after hydration, and only for a signed-in visitor or on a click. docs/fans.md.
import { Bell } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useLocalizePath } from "~/components/site/localized-link";
import { useSite } from "~/components/site/use-site";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import type { FollowKind } from "~/lib/fans";
import { cn } from "~/lib/cn";

const followState = () => import("./follow-state");

export function FollowButton({
  kind,
  id,
  name,
  className,
  compact = false,
}: {
  kind: FollowKind;
  id: string;
  name: string;
  className?: string;
  /** On a card: the bell alone (its name, "Follow {name}", is still the button's accessible name and its title). */
  compact?: boolean;
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
    void followState()
      .then((state) => state.loadFollow(kind, id, name, t))
      .then((now) => live && setFollowing(now));
    return () => {
      live = false;
    };
  }, [signedIn, kind, id, name, t]);

  async function toggle() {
    const state = await followState();
    if (!signedIn) {
      state.rememberPendingFollow(kind, id);
      void navigate(`${localize("/auth")}?next=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    if (following === null) return;
    setBusy(true);
    const now = await state.toggleFollow(kind, id, name, !following, t);
    setBusy(false);
    if (now !== null) setFollowing(now);
  }

  const on = signedIn && following === true;
  const label = on ? t("follow.following") : t("follow.follow");
  return (
    <Button
      type="button"
      variant={on ? "secondary" : "outline"}
      size={compact ? "icon" : "sm"}
      // On a card: above the card's stretched link, so a click follows rather than opens the page.
      className={cn(compact && "relative z-10 size-9 bg-card", className)}
      // A toggle: its name says what it follows, aria-pressed whether it does (signed out it is a way to sign in).
      aria-pressed={signedIn ? on : undefined}
      title={signedIn ? (compact ? `${label} ${name}` : undefined) : t("follow.signInToFollow", { name })}
      aria-busy={busy || undefined}
      disabled={busy || (signedIn && following === null)}
      data-testid={compact ? "card-follow" : "follow-button"}
      onClick={() => void toggle()}
    >
      <Bell aria-hidden="true" className={cn(on && "fill-current", busy && "animate-pulse")} />
      {compact ? <span className="sr-only">{`${label} ${name}`}</span> : label}
      {!compact && <span className="sr-only"> {name}</span>}
    </Button>
  );
}
