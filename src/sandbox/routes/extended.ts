import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { registerAssetRoutes } from './assets.js';
import { registerVendorRoutes } from './vendors.js';
import { registerNoteRoutes } from './notes.js';
import { registerQuoteRoutes } from './quotes.js';
import { registerAppointmentRoutes } from './appointments.js';
import { registerVendorExtraRoutes } from './vendor-extras.js';

/** The vendor operations beyond the spec: assets, vendors, notes, quotes, appointments, form template edits, form files from a URL, user invitations. */
export function registerExtendedRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerAssetRoutes(app, ctx);
  registerVendorRoutes(app, ctx);
  registerNoteRoutes(app, ctx);
  registerQuoteRoutes(app, ctx);
  registerAppointmentRoutes(app, ctx);
  registerVendorExtraRoutes(app, ctx);
}
