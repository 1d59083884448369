// The profile shows only the style tags that speak about grappling (spec §2, athlete profile).
const GRAPPLING_STYLE = /grappling|wrestling|judo|bjj|sambo|no[-\s]?gi/i;

export function isGrapplingStyle(tag: string): boolean {
  return GRAPPLING_STYLE.test(tag);
}

export function grapplingStyles(tags: readonly string[]): string[] {
  return tags.filter(isGrapplingStyle);
}

/** Style tags the league knows, by their lower-case spelling → key in `common:style`: shown in the page's language. */
const KNOWN_STYLES = {
  bjj: "bjj",
  wrestling: "wrestling",
  judo: "judo",
  sambo: "sambo",
  "no-gi": "noGi",
  "freestyle wrestling": "freestyleWrestling",
  "catch wrestling": "catchWrestling",
  grappling: "grappling",
  kickboxing: "kickboxing",
  mma: "mma",
  "muay thai": "muayThai",
  boxing: "boxing",
} as const;

export type StyleKey = (typeof KNOWN_STYLES)[keyof typeof KNOWN_STYLES];

/** The translation key of a known style tag; other tags are shown as typed. */
export function styleKey(tag: string): StyleKey | undefined {
  return (KNOWN_STYLES as Record<string, StyleKey | undefined>)[tag.trim().toLowerCase()];
}
