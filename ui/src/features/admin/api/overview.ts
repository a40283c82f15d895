// The owner's overview: one request, every figure summed by the server.
import { endpoint, type Reply } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

/** The chart's periods the server accepts (shared::overview::CHART_PERIODS). */
export const chartPeriods = [30, 90] as const;
export type ChartPeriod = (typeof chartPeriods)[number];

export const useOverview = (days: ChartPeriod) => useApi<Reply<'GET /overview'>>(endpoint('GET /overview', { query: { days } }));
