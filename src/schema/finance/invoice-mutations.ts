/**
 * Invoice writes: `invoiceCreate` (POST /invoices) and `invoiceUpdate` (PATCH /invoices/{id}, archive
 * with `isArchived`). The status/issueDate table (INV-1..4), the calculation method's inputs (INV-6) and
 * the section and line rules (INV-8, INV-9) are checked here before any call; INV-5 (the record exists)
 * is the API's. Also adds `Invoice.sections`, so a client sees how lines were grouped (INV-7).
 */
import { builder } from '../builder.js';
import { AccountRef, ProjectRef } from '../refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh, underInput, type FieldMapper } from '../mutations.js';
import { reader } from '../summary.js';
import { BillRef, InvoiceRef } from './refs.js';
import { CatalogItemRef } from '../catalog/refs.js';
import { InvoiceStatus } from './invoice.js';
import type { RestInvoice } from '../../upstream/finance.js';
import { createInvoice, updateInvoice, type InvoiceWrite, type LineItemWrite, type SectionWrite } from '../../upstream/invoice-writes.js';
import type { INVOICE_CALCULATION_METHODS } from '../../rest-enums.js';

type RestSection = { id: number; name: string | null };
const getInvoiceSections = reader<RestInvoice & { sections?: RestSection[] }>(InvoiceRef);
const getBillSections = reader<{ id: number; sections?: RestSection[] }>(BillRef);

const SectionRef = builder.objectRef<RestSection>('InvoiceSection').implement({
  // INV-7
  description: 'A group of lines of an invoice or bill; lines sent without a section form one unnamed section.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the section.' }),
    // INV-8
    name: t.exposeString('name', { nullable: true, description: 'Name of the section, 1 to 500 characters; null for an unnamed section.' }),
  }),
});

builder.objectFields(InvoiceRef, (t) => ({
  sections: t.field({
    type: [SectionRef],
    description: 'Sections of the invoice, in order (LINE_ITEMS method); each line names its section in `sectionName`.',
    resolve: getInvoiceSections('sections', (v) => v ?? []),
  }),
}));
builder.objectFields(BillRef, (t) => ({
  sections: t.field({
    type: [SectionRef],
    description: 'Sections of the bill, in order (LINE_ITEMS method).',
    resolve: getBillSections('sections', (v) => v ?? []),
  }),
}));

export const CalculationMethod = builder.enumType('InvoiceCalculationMethod', {
  description: 'How an invoice or bill amount is computed.',
  values: {
    // INV-6
    LINE_ITEMS: { description: 'The sum of its lines (quantity × unit price); needs `lineItems` or `sections`.' },
    // INV-6
    PERCENTAGE: { description: "A percentage of the record's value; needs `percentage`." },
  } as const satisfies Record<(typeof INVOICE_CALCULATION_METHODS)[number], { description: string }>,
});

export const LineItemInput = builder.inputType('InvoiceLineItemInput', {
  // INV-9
  description: 'A line of an invoice or bill.',
  fields: (t) => ({
    // INV-9
    databaseId: t.int({ description: 'REST id of an existing line to keep (updates only); 0 or omitted makes a new line.' }),
    catalogItemId: t.globalID({ for: CatalogItemRef, required: true, description: 'The catalog item sold.' }),
    // INV-9
    quantity: t.int({ required: true, description: 'Quantity, a whole number.' }),
    // INV-10
    unitCost: t.float({ required: true, description: 'Cost per unit, in US dollars with cents (e.g. 1250.5 is $1,250.50).' }),
    // INV-9, INV-10
    unitPrice: t.float({
      required: true,
      description: 'Price per unit, in US dollars with cents (e.g. 1250.5 is $1,250.50); may be negative (a discount line).',
    }),
    description: t.string({ description: 'Description of the line.' }),
  }),
});

export const SectionInput = builder.inputType('InvoiceSectionInput', {
  // INV-8
  description: 'A named group of lines.',
  fields: (t) => ({
    databaseId: t.int({ description: 'REST id of an existing section to keep (updates only); omitted makes a new section.' }),
    // INV-8
    name: t.string({ description: 'Name, 1 to 500 characters; null or omitted makes an unnamed section.' }),
    // INV-8
    lineItems: t.field({ type: [LineItemInput], required: true, description: "The section's lines, at least one." }),
  }),
});

const InvoiceCreateInput = builder.inputType('InvoiceCreateInput', {
  description: 'A new invoice (REST `POST /invoices`).',
  fields: (t) => ({
    // INV-5
    recordId: t.globalID({ for: [ProjectRef, AccountRef], required: true, description: 'The project or account to invoice; it must exist.' }),
    // INV-6
    calculationMethod: t.field({
      type: CalculationMethod,
      required: true,
      description: 'LINE_ITEMS (give `lineItems` or `sections`) or PERCENTAGE (give `percentage`).',
    }),
    // INV-7
    lineItems: t.field({ type: [LineItemInput], description: 'Lines without a section: grouped into one unnamed section. LINE_ITEMS only.' }),
    // INV-6
    sections: t.field({ type: [SectionInput], description: 'Named sections of lines; may be sent with `lineItems`. LINE_ITEMS only.' }),
    // INV-6
    percentage: t.float({ description: "Percentage of the record's value, e.g. 25 for 25% (PERCENTAGE only)." }),
    status: t.field({
      type: InvoiceStatus,
      // INV-1, INV-2, INV-3, INV-4
      description: 'DRAFT (the default) or, with `issueDate`, SENT, PARTIALLY_PAID or PAID; DECLINED and OVERDUE cannot be set at creation.',
    }),
    // INV-1, INV-3
    issueDate: t.field({ type: 'DateTime', description: 'Issue date: required with SENT, PARTIALLY_PAID or PAID, ignored for a DRAFT.' }),
    dueDate: t.field({ type: 'DateTime', description: 'Due date; by default 30 days after the issue (or creation) date.' }),
    description: t.string({ description: 'Description of the invoice.' }),
  }),
});

const InvoiceUpdateInput = builder.inputType('InvoiceUpdateInput', {
  description: 'Changes to an invoice (REST `PATCH /invoices/{id}`); fields left out are unchanged. The calculation method cannot change.',
  fields: (t) => ({
    lineItems: t.field({
      type: [LineItemInput],
      description: "Lines without a section; with `sections`, the lines replace the invoice's lines (LINE_ITEMS invoices).",
    }),
    sections: t.field({ type: [SectionInput], description: "Sections replacing the invoice's sections (LINE_ITEMS invoices)." }),
    percentage: t.float({ description: 'New percentage, e.g. 25 for 25% (PERCENTAGE invoices).' }),
    status: t.field({ type: InvoiceStatus, description: 'New status; any status but DRAFT needs an issue date (given here or already set).' }),
    issueDate: t.field({ type: 'DateTime', description: 'New issue date; null clears it.' }),
    dueDate: t.field({ type: 'DateTime', description: 'New due date.' }),
    description: t.string({ description: 'New description; null clears it.' }),
    isArchived: t.boolean({ description: 'True archives the invoice, false restores it (invoices archive with `isArchived`, not `isActive`).' }),
  }),
});

const InvoiceCreatePayload = payloadType<RestInvoice>(
  'InvoiceCreatePayload',
  'Result of invoiceCreate.',
  'invoice',
  InvoiceRef,
  'The created invoice; null when refused.',
);
const InvoiceUpdatePayload = payloadType<RestInvoice>(
  'InvoiceUpdatePayload',
  'Result of invoiceUpdate.',
  'invoice',
  InvoiceRef,
  'The invoice after the change; null when refused.',
);

type LineIn = {
  databaseId?: number | null;
  catalogItemId: { id: string | number };
  quantity: number;
  unitCost: number;
  unitPrice: number;
  description?: string | null;
};
type SectionIn = { databaseId?: number | null; name?: string | null; lineItems: LineIn[] };

const FINAL = ['SENT', 'PARTIALLY_PAID', 'PAID'];
const iso = (d: Date | null | undefined) => (d == null ? d : d.toISOString());

/** INV-8 and INV-9 on the lines and sections of a body; `creating` forbids ids of existing lines. */
export function checkItems(checks: InputChecks, lineItems: LineIn[] | null | undefined, sections: SectionIn[] | null | undefined, creating: boolean): void {
  const line = (l: LineIn, path: (string | number)[]) => {
    if (creating && l.databaseId)
      checks.add([...path, 'databaseId'], 'INVALID', `databaseId must be 0 or omitted on a new document (line ${l.databaseId} does not exist yet)`);
  };
  lineItems?.forEach((l, i) => {
    line(l, ['lineItems', i]);
  });
  sections?.forEach((s, i) => {
    if (s.name != null) checks.length(['sections', i, 'name'], s.name, 1, 500, 'name');
    if (s.lineItems.length === 0) checks.add(['sections', i, 'lineItems'], 'REQUIRED', 'A section needs at least one line item');
    if (creating && s.databaseId) checks.add(['sections', i, 'databaseId'], 'INVALID', 'databaseId must be omitted on a new document');
    s.lineItems.forEach((l, k) => {
      line(l, ['sections', i, 'lineItems', k]);
    });
  });
}

const lineBody = (l: LineIn): LineItemWrite => ({
  id: l.databaseId ?? undefined,
  catalogItemId: parseDatabaseId(l.catalogItemId.id),
  quantity: l.quantity,
  unitCost: l.unitCost,
  unitPrice: l.unitPrice,
  description: l.description ?? undefined,
});
export const linesBody = (lines: LineIn[] | null | undefined) => lines?.map(lineBody);
export const sectionsBody = (sections: SectionIn[] | null | undefined): SectionWrite[] | undefined =>
  sections?.map((s) => ({ id: s.databaseId ?? undefined, name: s.name ?? null, lineItems: s.lineItems.map(lineBody) }));

/** REST names `lineItems.0.id`; the input calls a line's or section's REST id `databaseId`. */
export const documentField: FieldMapper = (restField) => {
  const path = underInput(restField);
  return path.length > 2 && path[path.length - 1] === 'id' ? [...path.slice(0, -1), 'databaseId'] : path;
};

builder.mutationFields((t) => ({
  invoiceCreate: t.field({
    type: InvoiceCreatePayload,
    // INV-10
    description:
      'Creates an invoice on a project or an account (REST `POST /invoices`). Without a status it is a DRAFT; SENT, PARTIALLY_PAID or PAID with an issue date finalize it. Each invoice gets a unique `invoiceNumber`.',
    args: { input: t.arg({ type: InvoiceCreateInput, required: true, description: 'The new invoice.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      // INV-1..4: the status/issueDate table.
      if (input.status === 'DECLINED' || input.status === 'OVERDUE') {
        checks.add(['status'], 'INVALID', `status ${input.status} cannot be set at creation; use DRAFT, SENT, PARTIALLY_PAID or PAID`);
      } else if (input.status && FINAL.includes(input.status) && !input.issueDate) {
        checks.add(['issueDate'], 'REQUIRED', `issueDate is required when status is ${input.status}`);
      }
      // INV-6: each method's own inputs, and none of the other's.
      const hasLines = !!input.lineItems?.length || !!input.sections?.length;
      if (input.calculationMethod === 'LINE_ITEMS') {
        if (!hasLines) checks.add(['lineItems'], 'REQUIRED', 'lineItems or sections is required when calculationMethod is LINE_ITEMS');
        if (input.percentage != null) checks.add(['percentage'], 'INVALID', 'percentage is only allowed when calculationMethod is PERCENTAGE');
      } else {
        checks.required(['percentage'], input.percentage);
        if (input.lineItems) checks.add(['lineItems'], 'INVALID', 'lineItems must be omitted when calculationMethod is PERCENTAGE');
        if (input.sections) checks.add(['sections'], 'INVALID', 'sections must be omitted when calculationMethod is PERCENTAGE');
      }
      checkItems(checks, input.lineItems, input.sections, true);
      return mutate(
        checks,
        async () => {
          const body: InvoiceWrite = {
            recordId: parseDatabaseId(input.recordId.id, 'recordId'),
            calculationMethod: input.calculationMethod,
            lineItems: input.lineItems?.length ? linesBody(input.lineItems) : undefined,
            sections: input.sections?.length ? sectionsBody(input.sections) : undefined,
            percentage: input.percentage ?? undefined,
            status: input.status ?? undefined,
            // INV-1: a draft's issue date is ignored, so it is not sent.
            issueDate: input.status && FINAL.includes(input.status) ? iso(input.issueDate) : undefined,
            dueDate: iso(input.dueDate) ?? undefined,
            description: input.description ?? undefined,
          };
          return primeFresh(InvoiceRef, ctx, await createInvoice(ctx.upstream, body));
        },
        documentField,
      );
    },
  }),
  invoiceUpdate: t.field({
    type: InvoiceUpdatePayload,
    // INV-11
    description:
      'Changes an invoice (REST `PATCH /invoices/{id}`): lines or percentage, status, dates, description; `isArchived: true` archives it. New lines recalculate the amount; payments stay recorded.',
    args: {
      id: t.arg.globalID({ for: InvoiceRef, required: true, description: 'The invoice to change.' }),
      input: t.arg({ type: InvoiceUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      // INV-6: a PERCENTAGE invoice takes a percentage, a LINE_ITEMS one lines; never both at once.
      if (input.percentage != null && (input.lineItems || input.sections)) {
        checks.add(['percentage'], 'EXCLUSIVE', 'percentage (PERCENTAGE invoices) and lineItems or sections (LINE_ITEMS invoices) cannot be given together');
      }
      checkItems(checks, input.lineItems, input.sections, false);
      return mutate(
        checks,
        async () => {
          const body: InvoiceWrite = {
            lineItems: linesBody(input.lineItems),
            sections: sectionsBody(input.sections),
            percentage: input.percentage ?? undefined,
            status: input.status ?? undefined,
            issueDate: iso(input.issueDate),
            dueDate: iso(input.dueDate) ?? undefined,
            description: input.description,
            isArchived: input.isArchived ?? undefined,
          };
          return primeFresh(InvoiceRef, ctx, await updateInvoice(ctx.upstream, parseDatabaseId(id.id), body));
        },
        documentField,
      );
    },
  }),
}));
