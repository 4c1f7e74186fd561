/**
 * Route schemas shared by the invoice, bill and payment routes: path ids checked as `pathId` checks them;
 * query parameters and body fields documented, checked by the handlers (`q`, ./validate.js) in their order.
 */
import { bodySchema, field, idParams, listQueryFields, querySchema } from '../core/schemas.js';
import { INVOICE_CALCULATION_METHODS, INVOICE_STATUSES, PAYMENT_METHODS } from '../../rest-enums.js';

/** The list of invoices or bills (`list` in invoices.ts and bills.ts). */
export function documentListQuery(extra: Record<string, Record<string, unknown>> = {}) {
  return querySchema({
    page: listQueryFields.page,
    page_size: listQueryFields.page_size,
    status: field(INVOICE_STATUSES.join(', ')),
    ...extra,
    order_by: field('asc or desc, by creation time; default asc'),
    updated_after: listQueryFields.updated_after,
    updated_before: listQueryFields.updated_before,
  });
}

/** The schemas of an invoice's or bill's own routes. */
export function documentSchemas(what: 'invoice' | 'bill', param: string) {
  const params = idParams(param);
  const fields = {
    status: field(`${INVOICE_STATUSES.join(', ')}; a non-DRAFT status comes with issueDate`),
    issueDate: field('ISO 8601 timestamp'),
    dueDate: field('ISO 8601 timestamp or null'),
    description: field('string or null'),
    lineItems: field(`the line items (LINE_ITEMS ${what}s)`),
    sections: field(`sections of line items (LINE_ITEMS ${what}s)`),
    percentage: field(`a percentage of the record's total (PERCENTAGE ${what}s)`),
  };
  return {
    get: { params },
    create: {
      body: bodySchema({
        recordId: field(`the record (an id) the ${what} is raised on; required`),
        calculationMethod: field(`${INVOICE_CALCULATION_METHODS.join(', ')}; required`),
        ...fields,
      }),
    },
    update: {
      params,
      body: bodySchema({ ...fields, isArchived: field('true or false'), calculationMethod: field('cannot be changed after creation') }),
    },
    delete: { params },
  };
}

/** A payment's fields (create: amount, paymentMethod and paymentDate required; update: at least one). */
export const paymentBody = bodySchema({
  amount: field('a positive amount'),
  paymentMethod: field(PAYMENT_METHODS.join(', ')),
  paymentDate: field('ISO 8601 timestamp'),
  notes: field('string or null'),
  paymentReference: field('string or null'),
});
