import { dependenciesAnswer } from '@/lib/health/health-answer';

export const dynamic = 'force-dynamic';

/** The services all instances share (database, Redis, booking system, content feed): for dashboards and alerts, not for the load balancer. */
export const GET = (request: Request) => dependenciesAnswer(request);
export const HEAD = GET;
