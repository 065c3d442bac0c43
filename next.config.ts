import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // Every page path ends in a slash; proxy.ts answers 301 (not Next's 308) for the others.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/webp'],
    qualities: [85],
    deviceSizes: [320, 640, 768, 1024, 1280, 1536, 2048],
    imageSizes: [96, 160, 256],
  },
};

export default withNextIntl(nextConfig);
