// The audit room as one Fastify plugin: the log every other room records to (sign-in, the
// console, the hooks, the release service), opened once, with its strangers' counts written
// on the way out.
import fp from 'fastify-plugin';
import type { StaffActionLog } from './action-record';
import { auditActionLog } from './audit-action-log';
import { type AuditLog, openAuditLog } from './audit-log';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who did what and who was refused (the file under the hooks' state directory). */
    staffAuditLog: AuditLog;
    /** The same log read and written as staff actions (publish, roll back, stop, rebuild). */
    staffActions: StaffActionLog;
  }
}

export interface AuditPluginOptions {
  /** The audit log is kept in the hooks' state directory of these releases. */
  releasesDir: string;
}

export const auditPlugin = fp<AuditPluginOptions>(
  async (app, options) => {
    const auditLog = openAuditLog(options.releasesDir, (error, entry) =>
      app.log.error(
        { error: error.message, action: entry.action, actor: entry.actor.name },
        'could not write to the staff audit log',
      ),
    );
    app.decorate('staffAuditLog', auditLog);
    app.decorate('staffActions', auditActionLog(auditLog));
    // Strangers' refusals of a minute still open are counted in memory: write them on the way out.
    app.addHook('onClose', async () => auditLog.strangers.flush());
  },
  { name: 'audit' },
);
