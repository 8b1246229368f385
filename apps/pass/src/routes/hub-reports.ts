// Handler of the event sales report.
import type { hubReportEndpoints } from '@repo/contract/hub-reports';
import type { HandlersOf } from '../http/register-endpoint';
import { buildEventReport } from '../reports/event-report';

export const hubReportHandlers: HandlersOf<typeof hubReportEndpoints> = {
  hubEventReport: async ({ db, params, ctx }) => ({
    errorText: 'OK',
    report: await buildEventReport(db, params.eventId, ctx.language),
  }),
};
