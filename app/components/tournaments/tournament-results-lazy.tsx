import { memo, Suspense, type ComponentProps } from "react";
import { useTranslation } from "~/i18n/react";
import { tournamentResults } from "~/components/deferred-parts";
import type { TournamentResults as Results } from "./tournament-results";

// A finished tournament's bouts (fighters with flags, methods, times) sit below the hero and the overview. Their code
// and the "athlete" strings they use load as their own chunk, not with the tournament page: the server renders them
// in place and the browser hydrates them when the chunk has come, so the page's initial JavaScript stays in budget.
const TournamentResults = tournamentResults.Component;

// Memoized for the same reason as the live card (tournament-live-lazy.tsx): a page re-render must not reach the
// boundary while its code is coming.
export const LazyTournamentResults = memo(function LazyTournamentResults(props: ComponentProps<typeof Results>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="mt-5 text-muted-foreground">{t("loading")}</p>}>
      <TournamentResults {...props} />
    </Suspense>
  );
});
