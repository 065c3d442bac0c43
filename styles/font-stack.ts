/** What next/font answers for one face: `style.fontFamily` is the face, then its fallback. */
type LoadedFont = { style: { fontFamily: string } };

/**
 * One `font-family` list for faces that share a family by script (Latin, Cyrillic): every
 * web font first, then their metric-matched fallbacks, then the generic families.
 *
 * next/font names each face as `'face', 'face Fallback'`, where the fallback is a local font
 * (Arial) resized to the face's metrics, with no unicode-range: it covers every character
 * Arial has. Listed face by face, the Latin face's fallback would come before the Cyrillic
 * face and draw Ukrainian text in Arial wherever Arial is installed (Windows, macOS, iOS),
 * and the Cyrillic file would never load.
 */
export function fontStack(fonts: LoadedFont[], generic: string[]): string {
  const families = fonts.map((font) => font.style.fontFamily.split(',').map((family) => family.trim()).filter(Boolean));
  const faces = families.map(([face]) => face).filter((face): face is string => face !== undefined);
  const fallbacks = families.flatMap(([, ...rest]) => rest);
  return [...faces, ...fallbacks, ...generic].join(', ');
}
