// Team colours on the live pages: the home side (side a) in the league red, the away side (side b) in blue.
export const SIDE_TEXT = ["text-primary-text", "text-sky-400"] as const;
export const SIDE_BAR = ["bg-primary", "bg-sky-600"] as const;
export const SIDE_BORDER = ["border-primary/60", "border-sky-500/60"] as const;

/** "62%": whole percents, as fans read odds. */
export const percent = (value: number) => `${Math.round(value * 100)}%`;
