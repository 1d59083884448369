import { LocalizedLink } from "~/components/site/localized-link";
import { cn } from "~/lib/cn";

/** A team's name, linked to its page wherever the team is known by id (typed names from before results stay text). */
export function TeamLink({ team, className }: { team: { id: string | null; name: string }; className?: string }) {
  if (!team.id) return <span className={className}>{team.name}</span>;
  return (
    <LocalizedLink to={`/team/${team.id}`} className={cn("hover:text-primary-text hover:underline", className)}>
      {team.name}
    </LocalizedLink>
  );
}
