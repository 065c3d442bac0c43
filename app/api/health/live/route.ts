import { liveAnswer } from '@/lib/health/health-answer';

// Answered anew for every probe: a prerendered copy would say "live" for a dead process.
export const dynamic = 'force-dynamic';

/** Liveness: 200 whenever this process serves requests; a load balancer restarts the instance when it stops answering. */
export const GET = (request: Request) => liveAnswer(request);
export const HEAD = GET;
