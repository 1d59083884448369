import { useTranslation } from "~/i18n/react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/format";
import { isLang } from "~/lib/language";

interface StaffRow {
  email: string;
  role: "admin" | "scorekeeper" | "team_manager";
  team_name: string | null;
  granted_at: Date | string;
}

/** Who may do what: admins, scorekeepers and team managers, with granting and revoking the last two. */
export function StaffTab({
  staff,
  teams,
  result,
}: {
  staff: StaffRow[];
  teams: { id: string; name: string }[];
  result: {
    ok: boolean;
    message:
      | "staff.granted"
      | "staff.revoked"
      | "staff.noUser"
      | "staff.invalidEmail"
      | "staff.invalidTeam"
      | "staff.managerGranted"
      | "staff.managerRevoked";
    email: string;
    team: string;
  } | null;
}) {
  const { t, i18n } = useTranslation("admin");
  const lang = isLang(i18n.language) ? i18n.language : "en";
  return (
    <section aria-labelledby="staff-title" className="space-y-4 rounded-xl border bg-card p-6">
      <h2 id="staff-title" className="text-2xl font-bold uppercase">
        {t("staff.title")}
      </h2>
      <p className="text-muted-foreground">{t("staff.intro")}</p>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-semibold">
          {t("staff.email")}
          <input
            name="email"
            type="email"
            required
            className="h-10 w-72 rounded-md border bg-background px-3 font-normal"
          />
        </label>
        <Button type="submit" name="intent" value="grant-scorekeeper">
          {t("staff.grant")}
        </Button>
        <label className="grid gap-1 text-sm font-semibold">
          {t("staff.team")}
          <select name="team_id" defaultValue="" className="h-10 w-64 rounded-md border bg-background px-3 font-normal">
            <option value="">{t("staff.chooseTeam")}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" name="intent" value="grant-team-manager" variant="outline">
          {t("staff.grantManager")}
        </Button>
      </Form>
      {result && (
        <p
          role={result.ok ? undefined : "alert"}
          className={result.ok ? "font-semibold text-primary-text" : "font-semibold text-destructive"}
        >
          {t(result.message, { email: result.email, team: result.team })}
        </p>
      )}
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th className="py-2">{t("staff.email")}</th>
            <th className="py-2">{t("staff.role")}</th>
            <th className="py-2">{t("staff.since")}</th>
            <th className="py-2">
              <span className="sr-only">{t("staff.revoke")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {staff.map((row) => (
            <tr key={`${row.email}-${row.role}`} className="border-b last:border-0">
              <td className="py-2">{row.email}</td>
              <td className="py-2">
                {t(`staff.roles.${row.role}`)}
                {row.team_name && <span className="text-muted-foreground"> · {row.team_name}</span>}
              </td>
              <td className="py-2">{formatDate(row.granted_at, lang, "UTC")}</td>
              <td className="py-2 text-right">
                {row.role !== "admin" && (
                  <Form method="post">
                    <input type="hidden" name="email" value={row.email} />
                    <Button
                      type="submit"
                      name="intent"
                      value={row.role === "scorekeeper" ? "revoke-scorekeeper" : "revoke-team-manager"}
                      variant="outline"
                      size="sm"
                    >
                      {t("staff.revoke")}
                    </Button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
