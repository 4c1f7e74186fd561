import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { registerRecordRoutes } from '../records/routes.js';
import { registerGeoRoutes } from './geo.js';
import { registerWorkOrderRoutes } from './work-orders.js';
import { registerFinanceRoutes } from './finance.js';
import { registerCallRoutes } from './calls.js';
import { registerFileRoutes } from './files.js';
import { registerKeyRoutes } from '../auth/routes.js';
import { registerExtendedRoutes } from './extended.js';

/** Every /v1 route, one module per domain. */
export function registerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerRecordRoutes(app, ctx);
  registerGeoRoutes(app, ctx);
  registerWorkOrderRoutes(app, ctx);
  registerFinanceRoutes(app, ctx);
  registerCallRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerKeyRoutes(app, ctx);
  registerExtendedRoutes(app, ctx);
}
