/**
 * Finance and catalog routes (relative to /v1): catalog items and lookups, taxes, invoices, bills,
 * payments and timesheets. Each area lives in src/sandbox/finance/.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { registerCatalogRoutes } from '../finance/catalog.js';
import { registerInvoiceRoutes } from '../finance/invoices.js';
import { registerBillRoutes } from '../finance/bills.js';
import { registerPaymentRoutes } from '../finance/payments.js';
import { registerTimesheetRoutes } from '../finance/timesheets.js';

export function registerFinanceRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerCatalogRoutes(app, ctx);
  registerInvoiceRoutes(app, ctx);
  registerBillRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);
  registerTimesheetRoutes(app, ctx);
}
