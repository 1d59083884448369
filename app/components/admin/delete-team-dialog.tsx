import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { NativeOptions, NativeSelect } from "~/components/ui/native-select";
import type { TeamDeleteChoice } from "~/lib/schemas/team";
import type { AdminTeam, AdminTeamOption } from "./admin-records";

interface DeleteTeamDialogProps {
  team: AdminTeam | null;
  /** Where the athletes may go: every other team. */
  teams: AdminTeamOption[];
  onConfirm(choice: TeamDeleteChoice): void;
  onCancel(): void;
}

/** A team with athletes cannot just vanish: its athletes move to another team or become free agents, as the admin picks. */
export function DeleteTeamDialog({ team, teams, onConfirm, onCancel }: DeleteTeamDialogProps) {
  const { t } = useTranslation("admin");
  const others = teams.filter((other) => other.id !== team?.id);
  const [choice, setChoice] = useState<"release" | "move">("release");
  const [moveTo, setMoveTo] = useState("");
  const count = team?.athlete_count ?? 0;
  const canConfirm = choice === "release" || moveTo !== "";

  return (
    <AlertDialog
      open={team !== null}
      onOpenChange={(open) => {
        if (open) return;
        setChoice("release");
        setMoveTo("");
        onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {team?.name ? t("confirm.titleNamed", { name: team.name }) : t("confirm.title")}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {count === 0
              ? t("teams.confirmDelete")
              : t("teams.confirmDeleteWithAthletes", { count, name: team?.name ?? "" })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {count > 0 && (
          <fieldset className="flex flex-col gap-3 text-sm">
            <legend className="sr-only">{t("teams.athletesChoice")}</legend>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="team-athletes"
                value="release"
                checked={choice === "release"}
                onChange={() => setChoice("release")}
                className="accent-primary"
              />
              {t("teams.release")}
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="team-athletes"
                value="move"
                checked={choice === "move"}
                onChange={() => setChoice("move")}
                disabled={others.length === 0}
                className="accent-primary"
              />
              {t("teams.move")}
            </label>
            {choice === "move" && (
              <div className="flex flex-col gap-1 pl-6">
                <label htmlFor="team-move-to" className="text-muted-foreground">
                  {t("teams.moveTo")}
                </label>
                <NativeSelect id="team-move-to" value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
                  <NativeOptions
                    options={others.map((other) => ({ value: other.id, label: other.name }))}
                    empty={t("teams.pickTeam")}
                    emptyDisabled
                  />
                </NativeSelect>
              </div>
            )}
          </fieldset>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{t("confirm.cancel")}</AlertDialogCancel>
          <AlertDialogAction
            disabled={!canConfirm}
            onClick={() =>
              onConfirm(choice === "move" ? { athletes: "move", move_to: moveTo } : { athletes: "release" })
            }
          >
            {t("confirm.confirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
