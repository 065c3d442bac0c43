import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { planRevalidation } from '@/lib/content/revalidation';

/**
 * Called by the CMS when content changes: `POST /api/revalidate` with the secret in the
 * `x-revalidate-secret` header (or `?secret=`), and optionally `{"type": "services"}` in the
 * body to refresh one collection instead of all.
 */
export async function POST(request: NextRequest) {
  const secret = request.headers.get('x-revalidate-secret') ?? request.nextUrl.searchParams.get('secret');
  const body: unknown = await request.json().catch(() => null);
  const plan = planRevalidation(getConfig().revalidateSecret, secret, body);
  if (!plan.ok) return NextResponse.json({ error: plan.error }, { status: plan.status });
  for (const tag of plan.tags) revalidateTag(tag, 'max');
  return NextResponse.json({ revalidated: plan.tags });
}
