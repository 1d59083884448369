import { memo, Suspense, useEffect } from "react";
import { fightsTab } from "~/components/deferred-parts";
import { deferredComponent } from "~/lib/deferred-component";
import { useTranslation } from "~/i18n/react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { AthleteProfileData } from "./athlete-view";
import type { FightsPage } from "./fights-tab";
import type { RatingChartPoint } from "./rating-chart";

// The Fights tab (bouts table, rating chart, "Compare with…") is not what a profile shows first: its code loads with
// the tab, or right after hydration (below), instead of with the page. A link to `?fights=N` opens it first: the
// server renders it in place and the browser hydrates it when its chunk has come.
const FightsTab = fightsTab.Component;
// The Overview and Statistics panels, facts and figures with nothing to do: their code comes after hydration too
// (issue 34), in one chunk; the server renders the open one in place and the browser hydrates it when the chunk has come.
const profileFacts = deferredComponent(() => import("./profile-facts").then((module) => module.ProfileFacts));
const ProfileFacts = profileFacts.Component;

// Memoized: while its code is still coming, a re-render with the same athlete must not reach the boundary (an update to
// a boundary not yet hydrated makes React replace its server HTML with the fallback).
const LazyProfileFacts = memo(function LazyProfileFacts({
  athlete,
  panel,
}: {
  athlete: AthleteProfileData;
  panel: "overview" | "statistics";
}) {
  return (
    <Suspense fallback={null}>
      <ProfileFacts athlete={athlete} panel={panel} />
    </Suspense>
  );
});

export type ProfileTab = "overview" | "statistics" | "fights";

export function ProfileTabs({
  athlete,
  fights,
  ratings,
  initialTab = "overview",
}: {
  athlete: AthleteProfileData;
  fights: FightsPage;
  ratings: RatingChartPoint[];
  initialTab?: ProfileTab;
}) {
  const { t } = useTranslation("athlete");
  // Ready before the reader clicks the tab.
  useEffect(() => {
    void profileFacts.preload().catch(() => undefined);
    void fightsTab.preload().catch(() => undefined);
  }, []);
  return (
    <Tabs defaultValue={initialTab}>
      <TabsList>
        <TabsTrigger value="overview">{t("tabs.overview")}</TabsTrigger>
        <TabsTrigger value="statistics">{t("tabs.statistics")}</TabsTrigger>
        <TabsTrigger value="fights">{t("tabs.fights")}</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <LazyProfileFacts athlete={athlete} panel="overview" />
      </TabsContent>
      <TabsContent value="statistics">
        <LazyProfileFacts athlete={athlete} panel="statistics" />
      </TabsContent>
      <TabsContent value="fights">
        <Suspense fallback={<p className="text-muted-foreground">{t("common:loading")}</p>}>
          <FightsTab athleteId={athlete.id} fights={fights} ratings={ratings} />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}
