// The profile shows only the style tags that speak about grappling (spec §2, athlete profile).
const GRAPPLING_STYLE = /grappling|wrestling|judo|bjj|sambo|no[-\s]?gi/i;

export function isGrapplingStyle(tag: string): boolean {
  return GRAPPLING_STYLE.test(tag);
}

export function grapplingStyles(tags: readonly string[]): string[] {
  return tags.filter(isGrapplingStyle);
}
