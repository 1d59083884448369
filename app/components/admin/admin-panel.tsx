import { Handshake, History, Newspaper, Shield, Trophy, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SignOutButton } from "~/components/site/sign-out-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { AdminAthlete, AdminNews, AdminSponsor, AdminTeam, AdminTournament } from "./admin-records";
import { AthletesTab } from "./athletes-tab";
import { AuditTab, type AdminAuditPage } from "./audit-tab";
import type { CountryOption } from "./country-select";
import { NewsTab } from "./news-tab";
import { SponsorsTab } from "./sponsors-tab";
import { TeamsTab } from "./teams-tab";
import { TournamentsTab } from "./tournaments-tab";

export const ADMIN_TABS = ["tournaments", "news", "teams", "athletes", "sponsors", "audit"] as const;
type AdminTab = (typeof ADMIN_TABS)[number];

export interface AdminPanelData {
  email: string;
  tournaments: AdminTournament[];
  news: AdminNews[];
  teams: AdminTeam[];
  athletes: AdminAthlete[];
  sponsors: AdminSponsor[];
  audit: AdminAuditPage;
  countries: CountryOption[];
  /** `?tab=` picks the first tab shown (the audit log's page links keep it open). */
  tab: string | null;
}

const ICONS = { tournaments: Trophy, news: Newspaper, teams: Shield, athletes: UsersRound, sponsors: Handshake, audit: History } as const;

export function AdminPanel({ data }: { data: AdminPanelData }) {
  const { t } = useTranslation("admin");
  const initial: AdminTab = (ADMIN_TABS as readonly string[]).includes(data.tab ?? "") ? (data.tab as AdminTab) : "tournaments";
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl font-bold uppercase">{t("title")}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t("signedInAs", { email: data.email })}</p>
        </div>
        <SignOutButton />
      </div>
      <Tabs defaultValue={initial}>
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-fit">
          {ADMIN_TABS.map((tab) => {
            const Icon = ICONS[tab];
            return (
              <TabsTrigger key={tab} value={tab}>
                <Icon aria-hidden="true" className="size-4" />
                {t(`tabs.${tab}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="tournaments">
          <TournamentsTab rows={data.tournaments} />
        </TabsContent>
        <TabsContent value="news">
          <NewsTab rows={data.news} />
        </TabsContent>
        <TabsContent value="teams">
          <TeamsTab rows={data.teams} athletes={data.athletes} countries={data.countries} />
        </TabsContent>
        <TabsContent value="athletes">
          <AthletesTab rows={data.athletes} teams={data.teams} countries={data.countries} />
        </TabsContent>
        <TabsContent value="sponsors">
          <SponsorsTab rows={data.sponsors} />
        </TabsContent>
        <TabsContent value="audit">
          <AuditTab audit={data.audit} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
