import { FontStacks } from '@/components/FontStacks/FontStacks';

// Reached only by requests outside the locale routes; the localised 404 is app/[locale]/not-found.tsx.
// Its link is a plain anchor: this component is part of every page's root, and Next's link here
// would put a second copy of the link's code (3 KB gzipped) into a chunk of its own on every page.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <FontStacks />
        <main id="main" style={{ padding: '64px 24px', textAlign: 'center' }}>
          <h1>This page could not be found</h1>
          <p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a whole load of the home page, from outside its routes */}
            <a href="/">Back to the home page</a>
          </p>
        </main>
      </body>
    </html>
  );
}
