/**
 * The /v1 route table: each domain folder's `routes.ts` registers its own routes. The spec's domains
 * come first, then the vendor's operations beyond the spec.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { registerRecordRoutes } from '../records/routes.js';
import { registerGeoRoutes } from '../geo/routes.js';
import { registerWorkOrderRoutes } from '../work-orders/routes.js';
import { registerFinanceRoutes } from '../finance/routes.js';
import { registerCallRoutes } from '../calls/routes.js';
import { registerFileRoutes } from '../files/routes.js';
import { registerKeyRoutes } from '../auth/routes.js';
import { registerAssetRoutes } from '../assets/routes.js';
import { registerVendorRoutes } from '../vendors/routes.js';
import { registerNoteRoutes } from '../notes/routes.js';
import { registerQuoteRoutes } from '../quotes/routes.js';
import { registerAppointmentRoutes } from '../appointments/routes.js';
import { registerFormEditRoutes } from '../files/form-edit-routes.js';

/** Every /v1 route, one module per domain. */
export function registerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerRecordRoutes(app, ctx);
  registerGeoRoutes(app, ctx);
  registerWorkOrderRoutes(app, ctx);
  registerFinanceRoutes(app, ctx);
  registerCallRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerKeyRoutes(app, ctx);
  // Beyond the spec: assets, vendors, notes, quotes, appointments, form template edits and form files from
  // a URL.
  registerAssetRoutes(app, ctx);
  registerVendorRoutes(app, ctx);
  registerNoteRoutes(app, ctx);
  registerQuoteRoutes(app, ctx);
  registerAppointmentRoutes(app, ctx);
  registerFormEditRoutes(app, ctx);
}
