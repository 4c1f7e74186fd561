/**
 * Finance and catalog routes (relative to /v1): catalog items and lookups, taxes, invoices, bills,
 * payments and timesheets. Each area lives in src/sandbox/finance/.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { registerCatalogRoutes } from './catalog.js';
import { registerInvoiceRoutes } from './invoices.js';
import { registerBillRoutes } from './bills.js';
import { registerPaymentRoutes } from './payments.js';
import { registerTimesheetRoutes } from './timesheets.js';

export function registerFinanceRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerCatalogRoutes(app, ctx);
  registerInvoiceRoutes(app, ctx);
  registerBillRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);
  registerTimesheetRoutes(app, ctx);
}
