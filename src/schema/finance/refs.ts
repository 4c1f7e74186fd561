/**
 * Finance refs (declared before implementation, as in ../refs.ts): by-id loaders read
 * `GET /invoices/{id}`, `/bills/{id}`, one request per distinct id, one wave.
 */
import { builder } from '../builder.js';
import { fullRecords, type Rec } from '../summary.js';
import { parseDatabaseId } from '../ids.js';
import type { GatewayContext } from '../../gateway/context.js';
import { fetchBillsByIds, fetchInvoicesByIds, type RestBill, type RestInvoice } from '../../upstream/finance.js';
import { loaderOptions } from '../loader-options.js';

const id = {
  resolve: (record: { id: number }) => record.id,
  parse: (value: string) => parseDatabaseId(value),
};

export const InvoiceRef = builder.loadableNodeRef('Invoice', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestInvoice>>(fetchInvoicesByIds(ctx.upstream, ids)),
});

export const BillRef = builder.loadableNodeRef('Bill', {
  loaderOptions,
  id,
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestBill>>(fetchBillsByIds(ctx.upstream, ids)),
});
