import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { registerAssetRoutes } from '../assets/routes.js';
import { registerVendorRoutes } from '../vendors/routes.js';
import { registerNoteRoutes } from '../notes/routes.js';
import { registerQuoteRoutes } from '../quotes/routes.js';
import { registerAppointmentRoutes } from '../appointments/routes.js';
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
