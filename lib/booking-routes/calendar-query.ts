/**
 * The query of `GET /api/booking/appointments/{id}/calendar`: `lang`, the language the file
 * is worded in. Anything but one of the site's locales (or none) is English, never an error:
 * the link is the site's own, and a file in English beats none.
 */
import { z } from 'zod';
import { locales, routing } from '@/lib/i18n/routing';

export const calendarQuerySchema = z.object({ lang: z.enum(locales).catch(routing.defaultLocale) });
