import { readyAnswer } from '@/lib/health/health-answer';

export const dynamic = 'force-dynamic';

/**
 * Readiness: 200 when this instance can serve pages, 503 while it shuts down or its own parts
 * fail; a load balancer sends no traffic while it is 503. Shared dependencies are reported at
 * /api/health/dependencies instead: one of them down is down for every instance.
 */
export const GET = (request: Request) => readyAnswer(request);
export const HEAD = GET;
