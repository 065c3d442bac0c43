import { readyAnswer } from '@/lib/health/health-answer';

export const dynamic = 'force-dynamic';

/** Readiness: 200 when the dependencies answer, 503 otherwise; a load balancer sends no traffic while it is 503. */
export const GET = (request: Request) => readyAnswer(request);
export const HEAD = GET;
