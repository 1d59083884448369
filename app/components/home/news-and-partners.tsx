import { LatestNews } from "~/components/news/latest-news";
import type { NewsCardData } from "~/components/news/news-card";
import { OfficialPartners, type PartnerData } from "./partners";

/** The home page's last two sections, below its first screen: one chunk, loaded after hydration (home-lazy.tsx). */
export function NewsAndPartners({ news, partners }: { news: NewsCardData[]; partners: PartnerData[] }) {
  return (
    <>
      <LatestNews items={news} />
      <OfficialPartners partners={partners} />
    </>
  );
}
