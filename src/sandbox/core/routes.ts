import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { registerRecordRoutes } from '../records/routes.js';
import { registerGeoRoutes } from '../geo/routes.js';
import { registerWorkOrderRoutes } from '../work-orders/routes.js';
import { registerFinanceRoutes } from '../finance/routes.js';
import { registerCallRoutes } from '../calls/routes.js';
import { registerFileRoutes } from '../files/routes.js';
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
