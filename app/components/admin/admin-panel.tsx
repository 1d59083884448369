import { Newspaper, Trophy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SignOutButton } from "~/components/site/sign-out-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { AdminNews, AdminTournament } from "./admin-records";
import { NewsTab } from "./news-tab";
import { TournamentsTab } from "./tournaments-tab";

export function AdminPanel({ email, tournaments, news }: { email: string; tournaments: AdminTournament[]; news: AdminNews[] }) {
  const { t } = useTranslation("admin");
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl font-bold uppercase">{t("title")}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t("signedInAs", { email })}</p>
        </div>
        <SignOutButton />
      </div>
      <Tabs defaultValue="tournaments">
        <TabsList>
          <TabsTrigger value="tournaments">
            <Trophy aria-hidden="true" className="size-4" />
            {t("tabs.tournaments")}
          </TabsTrigger>
          <TabsTrigger value="news">
            <Newspaper aria-hidden="true" className="size-4" />
            {t("tabs.news")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="tournaments">
          <TournamentsTab rows={tournaments} />
        </TabsContent>
        <TabsContent value="news">
          <NewsTab rows={news} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
