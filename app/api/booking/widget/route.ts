import { getConfig } from '@/lib/config';

export const dynamic = 'force-dynamic';

/**
 * Whether the booking panel frames the booking system's widget (and where it is). Read at
 * run time rather than baked into the prerendered pages, so the setting needs no rebuild.
 */
export function GET() {
  return Response.json({ url: getConfig().bookingWidgetUrl }, { headers: { 'Cache-Control': 'no-store' } });
}
