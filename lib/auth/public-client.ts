import type { BookingClient as Client } from '@/lib/booking/types';

/** What the browser learns about the signed-in client: their own details, nothing of the session. */
export const publicClient = (client: Client) => ({
  id: client.id,
  firstName: client.firstName,
  lastName: client.lastName,
  phone: client.phone,
  email: client.email,
});
