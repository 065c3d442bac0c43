import { notFound } from 'next/navigation';
import { createAuthHandlers } from '@/lib/auth/auth-handlers';
import { loadBookingRefs } from '@/lib/booking/load-booking-refs';
import { createAppointmentsHandlers } from '@/lib/booking-routes/appointments-handler';
import { createBookingFormHandlers } from '@/lib/booking-routes/booking-form-handler';
import { createBookingFormTokens } from '@/lib/booking-routes/booking-leases';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';
import { getSiteDeps } from '@/lib/site-setup/create-site-deps';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ action: string }> };

// The booking page's forms (sign-in, booking, a lapsed session's refresh, cancelling and moving, signing out, without JavaScript), each run by the API's own handler.
export const POST = answeringDatabaseOutage(async (request: Request, { params }: Context) => {
  const { action } = await params;
  const deps = getSiteDeps();
  const auth = createAuthHandlers(deps);
  const appointments = createAppointmentsHandlers(deps);
  const forms = createBookingFormHandlers(
    {
      code: auth.requestCode,
      confirm: auth.confirm,
      book: appointments.book,
      refresh: auth.refresh,
      cancel: appointments.cancel,
      move: appointments.move,
      signOut: auth.signOut,
    },
    loadBookingRefs,
    async () => createBookingFormTokens(await deps.db()),
    () => deps.now(),
  );
  if (Object.hasOwn(forms, action)) return forms[action as keyof typeof forms](request);
  notFound();
});
