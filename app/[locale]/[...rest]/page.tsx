import { notFound } from 'next/navigation';

// Any path no other route claims is the localised 404.
export default function CatchAll() {
  notFound();
}
