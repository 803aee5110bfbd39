import { Router } from 'express';
import { route } from '../../http/route';
import { type TeacherDeps, uuidParam, withStaff } from '../teacher-access/access';
import { sendCsv } from './csv-export';
import { fileSlug } from './csv-records';
import { renderParentReport } from './parent-report';
import { classCsv, parentReport, sessionCsv } from './service';

/**
 * GET /api/classes/:id/report.csv, GET /api/sessions/:id/report.csv and GET
 * /api/classes/:id/children/:childId/report.pdf: for the class's (or session's) teacher and
 * their school's admin; 404 for anyone else's.
 */
export function reportRoutes({ db, config, logger, now }: TeacherDeps): Router {
  const billing = config.features.payments;
  const log = logger.child({ component: 'reports' });
  const router = Router();
  route(router, '/classes/:id/report.csv', {
    get: withStaff(db, billing, async (req, res, staff) => {
      const csv = await classCsv(db, staff, uuidParam(req.params.id, 'class'), new Date(now()));
      await sendCsv(res, csv.fileName, csv.records, log);
    }),
  });
  route(router, '/sessions/:id/report.csv', {
    get: withStaff(db, billing, async (req, res, staff) => {
      const csv = await sessionCsv(db, staff, uuidParam(req.params.id, 'session'));
      await sendCsv(res, csv.fileName, csv.records, log);
    }),
  });
  route(router, '/classes/:id/children/:childId/report.pdf', {
    get: withStaff(db, billing, async (req, res, staff) => {
      const report = await parentReport(
        db,
        staff,
        uuidParam(req.params.id, 'class'),
        uuidParam(req.params.childId, 'child'),
      );
      const fileName = `tick-tock-class-${fileSlug(report.child.nickname, 'child')}.pdf`;
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      const doc = renderParentReport(report);
      doc.on('error', (error: unknown) => {
        log.warn({ err: error }, 'PDF report stopped');
        res.destroy();
      });
      doc.pipe(res);
    }),
  });
  return router;
}
