// The notify room as one Fastify plugin: every room after it tells staff through
// `app.notifyStaff`, in the background, and the channels close with the app.
import fp from 'fastify-plugin';
import { createStaffNotifier, type NotifyOptions, type StaffMessage } from '.';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells staff (NOTIFY_URL, e-mail) in the background; never throws. */
    notifyStaff: (message: StaffMessage) => void;
  }
}

export interface NotifyPluginOptions {
  notify?: Omit<NotifyOptions, 'site'>;
  /** The public site's address, which messages link to. */
  siteUrl: string;
}

export const notifyPlugin = fp<NotifyPluginOptions>(
  async (app, options) => {
    const notifier = createStaffNotifier(
      { ...options.notify, site: options.siteUrl },
      (level, facts, text) => app.log[level](facts, text),
    );
    app.decorate('notifyStaff', notifier.notifyStaff);
    app.addHook('onClose', async () => notifier.close());
  },
  { name: 'notify' },
);
