/**
 * The image optimiser's options: the widths it makes, the one quality it accepts (any other is
 * answered 400) and its format. Read by `next.config.ts`, and by the unit tests' config, so
 * that a component test works out the same `srcset` as the build does.
 */
export const imageOptions = {
  formats: ['image/webp' as const],
  qualities: [85],
  deviceSizes: [320, 640, 768, 1024, 1280, 1536, 2048],
  imageSizes: [96, 160, 256],
};
