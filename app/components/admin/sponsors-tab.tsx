import { ArrowDown, ArrowUp, Handshake } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Button } from "~/components/ui/button";
import { newSponsorValues, sponsorValues, type AdminSponsor } from "./admin-records";
import { ADMIN_PAGE_SIZE, type ListPage } from "./list-query";
import { RecordTab } from "./record-tab";
import { SponsorForm } from "./sponsor-form";

/** Sponsors in the home page's order; the arrows swap a sponsor with its neighbour (shown while the list is in that order). */
export function SponsorsTab({ page }: { page: ListPage<AdminSponsor> }) {
  const { t } = useTranslation("admin");
  const inOrder = page.state.sort === "order" && page.state.dir === "asc" && !page.state.q;
  const first = (page.page - 1) * ADMIN_PAGE_SIZE;
  return (
    <RecordTab
      list="sponsors"
      page={page}
      ordered
      tools={<p className="text-sm text-muted-foreground">{t("sponsors.orderHint")}</p>}
      row={(row, index, editor) => {
        const position = first + index;
        const move = (direction: "up" | "down") =>
          void editor.submit({ intent: "move-sponsor", id: row.id, values: { direction } });
        return {
          lead: inOrder && (
            <span className="w-6 text-right font-mono text-sm text-muted-foreground tabular-nums">{position + 1}</span>
          ),
          title: row.name,
          picture: { src: row.logo_url, icon: Handshake, box: "h-12 w-20", fit: "contain" },
          meta: <p className="truncate">{row.website_url ?? "—"}</p>,
          side: inOrder && (
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="size-8"
                aria-label={t("sponsors.moveUp", { name: row.name })}
                disabled={position === 0 || editor.busy}
                onClick={() => move("up")}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="size-8"
                aria-label={t("sponsors.moveDown", { name: row.name })}
                disabled={position === page.total - 1 || editor.busy}
                onClick={() => move("down")}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
            </div>
          ),
        };
      }}
      renderForm={(editing, slot) => (
        <SponsorForm defaultValues={editing ? sponsorValues(editing) : newSponsorValues()} {...slot} />
      )}
    />
  );
}
