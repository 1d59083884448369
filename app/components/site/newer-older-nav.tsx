import { Link } from "react-router";

interface PageLink {
  to: string;
  text: string;
}

/**
 * "← Newer · Page N · Older →" under a list read a page at a time, latest first (a profile's bouts, a team's results).
 * The page label stays on one line between the two links, which wrap on a phone; a side with no page is left empty.
 */
export function NewerOlderNav({
  label,
  current,
  newer,
  older,
  testId,
}: {
  /** The nav's accessible name. */
  label: string;
  /** Where the reader is: "Page 2", "Page 2 of 5". */
  current: string;
  newer: PageLink | null;
  older: PageLink | null;
  testId?: string;
}) {
  const link = "font-semibold hover:underline";
  return (
    <nav aria-label={label} data-testid={testId} className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-sm">
      {newer ? (
        <Link to={newer.to} preventScrollReset className={link}>
          ← {newer.text}
        </Link>
      ) : (
        <span />
      )}
      <span className="whitespace-nowrap text-muted-foreground">{current}</span>
      {older ? (
        <Link to={older.to} preventScrollReset className={`${link} text-right`}>
          {older.text} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
