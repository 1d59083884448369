// Uploaded pictures come with narrower copies made at upload (server/images.server.ts), named after the
// original: `…/tournament-images/{user}/{time}.jpg` → `…/{time}-480w.jpg`. Pictures from elsewhere (the demo
// league's, an address an admin pasted) are used as they are.
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;

const UPLOADED = /\/tournament-images\/[^/]+\/\d+\.(?:jpg|png)$/;

export function variantKey(key: string, width: number): string {
  return key.replace(/\.(\w+)$/, `-${width}w.$1`);
}

/** `src`, plus `srcSet` and `sizes` when the picture was uploaded here. `sizes` is the layout's width hint. */
export function imageSources(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  if (!UPLOADED.test(url)) return { src: url };
  return {
    src: url,
    srcSet: RESPONSIVE_WIDTHS.map((width) => `${variantKey(url, width)} ${width}w`).join(", "),
    sizes,
  };
}
