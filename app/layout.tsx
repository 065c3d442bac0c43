import type { ReactNode } from 'react';
import '@/styles/globals.scss';

// The document itself (<html>, <body>) is drawn per locale in app/[locale]/layout.tsx.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
