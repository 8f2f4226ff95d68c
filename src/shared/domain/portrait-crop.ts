/**
 * Where the square of a consultant's portrait is cut from a photo that is not square, as
 * fractions of the spare width and height: centred sideways and a third of the spare height
 * down, so a tall photo keeps the face (upper part) without losing the head to a cut at the
 * very top. The server cuts the renditions with it (consultants/portrait-image.ts) and the
 * admin's preview shows the same square through CSS object-position, whose percentages mean
 * the same thing.
 */
export const portraitCropFocus = { x: 1 / 2, y: 1 / 3 } as const;

/** The same place as a CSS object-position value. */
export const portraitObjectPosition = `${(portraitCropFocus.x * 100).toFixed(3)}% ${(portraitCropFocus.y * 100).toFixed(3)}%`;

/** The largest square of an upright image of this size, at the portrait's focus. */
export function portraitCropBox(width: number, height: number): { left: number; top: number; size: number } {
  const size = Math.min(width, height);
  return {
    left: Math.round((width - size) * portraitCropFocus.x),
    top: Math.round((height - size) * portraitCropFocus.y),
    size,
  };
}
