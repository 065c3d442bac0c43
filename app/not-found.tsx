import Link from 'next/link';
import { FontStacks } from '@/components/FontStacks/FontStacks';

// Reached only by requests outside the locale routes; the localised 404 is app/[locale]/not-found.tsx.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <FontStacks />
        <main id="main" style={{ padding: '64px 24px', textAlign: 'center' }}>
          <h1>This page could not be found</h1>
          <p>
            <Link href="/">Back to the home page</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
