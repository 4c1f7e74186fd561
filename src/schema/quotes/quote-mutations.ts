/**
 * Quote writes: `quoteCreate` (POST /quotes), `quoteUpdate` (PATCH /quotes/{id}), `quoteDelete`
 * (DELETE), `quoteSend` (POST /quotes/{id}/send: e-mails it, DRAFT becomes SENT) and `quotePdf`
 * (GET /quotes/{id}/pdf: renders the document, changes nothing). The line rules (whole quantities,
 * cent precision, a positive price, each catalog item once, named sections 1 to 500 characters), the
 * discount pair and the issue date's status are checked before any call.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.js';
import { AccountRef, OpportunityRef, ProjectRef, SiteRef } from '../refs.js';
import { CatalogItemRef } from '../catalog/refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh, underInput } from '../mutations.js';
import { QuoteRef } from './refs.js';
import { QuoteDiscountType, QuoteStatus } from './quote.js';
import type { RestQuote, RestQuotePdf } from '../../upstream/quotes.js';
import {
  createQuote,
  deleteQuote,
  fetchQuotePdf,
  sendQuote,
  updateQuote,
  type QuoteLineItemWrite,
  type QuoteSectionWrite,
  type QuoteWrite,
} from '../../upstream/quote-writes.js';

const SECTION_NAME_MAX = 500;
const TITLE_MAX = 500;
const QUANTITY_MAX = 1_000_000;
const MONEY_MAX = 100_000_000;

const QuoteLineItemInput = builder.inputType('QuoteLineItemInput', {
  description: 'One line of a quote. Amounts in dollars with at most two decimals (cents).',
  fields: (t) => ({
    databaseId: t.int({ description: 'REST id of a line of this quote to keep (quoteUpdate); leave out for a new line.' }),
    catalogItem: t.globalID({ for: CatalogItemRef, required: true, description: 'The catalog item sold; each item at most once per quote.' }),
    quantity: t.int({ required: true, description: `How many units, 1 to ${QUANTITY_MAX.toLocaleString('en-US')}.` }),
    unitCost: t.float({ required: true, description: 'What one unit costs the company, in dollars; zero or more.' }),
    unitPrice: t.float({ required: true, description: 'What one unit is sold for, in dollars; more than zero.' }),
    description: t.string({ description: 'Line text shown to the customer.' }),
  }),
});

const QuoteSectionInput = builder.inputType('QuoteSectionInput', {
  description: 'A named group of quote lines.',
  fields: (t) => ({
    databaseId: t.int({ description: 'REST id of a section of this quote to keep (quoteUpdate); leave out for a new section.' }),
    name: t.string({ description: `Section name, 1 to ${SECTION_NAME_MAX} characters; leave out for an unnamed group.` }),
    lineItems: t.field({ type: [QuoteLineItemInput], required: true, description: 'The lines of the section; at least one.' }),
  }),
});

const QuoteCreateInput = builder.inputType('QuoteCreateInput', {
  description: 'A new quote (REST `POST /quotes`). Give `lineItems` (one unnamed group), `sections`, or both.',
  fields: (t) => ({
    record: t.globalID({
      for: [OpportunityRef, ProjectRef, AccountRef],
      required: true,
      description: 'The opportunity (or project or account) the quote is for (REST `opportunityId`).',
    }),
    title: t.string({ description: `Title, 1 to ${TITLE_MAX} characters; "Quote" when left out.` }),
    description: t.string({ description: 'Description shown on the quote.' }),
    lineItems: t.field({ type: [QuoteLineItemInput], description: 'Ungrouped lines.' }),
    sections: t.field({ type: [QuoteSectionInput], description: 'Named groups of lines.' }),
    discountType: t.field({ type: QuoteDiscountType, description: 'How the discount is expressed; give it with `discountValue`.' }),
    discountValue: t.float({ description: 'The discount: 0 to 100 for PERCENTAGE, dollars for FIXED.' }),
    taxId: t.int({ description: 'REST id of the company tax to apply (see `taxes`).' }),
    status: t.field({ type: QuoteStatus, description: 'Starting status; DRAFT when left out.' }),
    issueDate: t.field({ type: 'DateTime', description: 'When the quote was issued; only with status SENT or APPROVED.' }),
    site: t.globalID({ for: SiteRef, description: 'The site the quote is for; advised for quotes on an account.' }),
  }),
});

const QuoteUpdateInput = builder.inputType('QuoteUpdateInput', {
  description: 'Changes to a quote (REST `PATCH /quotes/{id}`); fields left out are unchanged. Lines given replace all lines: pass `databaseId` to keep one.',
  fields: (t) => ({
    description: t.string({ description: 'Description; null clears it.' }),
    lineItems: t.field({ type: [QuoteLineItemInput], description: 'Ungrouped lines (with `sections`, the whole new set of lines).' }),
    sections: t.field({ type: [QuoteSectionInput], description: 'Named groups of lines.' }),
    discountType: t.field({ type: QuoteDiscountType, description: 'How the discount is expressed; give it with `discountValue`.' }),
    discountValue: t.float({ description: 'The discount: 0 to 100 for PERCENTAGE, dollars for FIXED.' }),
    taxId: t.int({ description: 'REST id of the company tax; null removes the tax.' }),
    status: t.field({ type: QuoteStatus, description: 'New status; leaving DRAFT needs an issue date (given here or already on the quote).' }),
    issueDate: t.field({ type: 'DateTime', description: 'When the quote was issued.' }),
    sharedWithPortal: t.boolean({ description: 'Show (true) or hide (false) the quote on the client portal.' }),
    isArchived: t.boolean({ description: 'True archives the quote, false brings it back.' }),
  }),
});

const QuotePdfRef = builder.objectRef<RestQuotePdf>('QuotePdf').implement({
  description: 'A quote rendered as a PDF document.',
  fields: (t) => ({
    pdfBase64: t.exposeString('pdfBase64', { description: 'The PDF document, base64-encoded.' }),
    contentType: t.string({ description: 'MIME type of the document (application/pdf).', resolve: (p) => p.contentType ?? 'application/pdf' }),
    byteLength: t.int({ description: 'Size of the decoded document in bytes.', resolve: (p) => Buffer.byteLength(p.pdfBase64 ?? '', 'base64') }),
  }),
});

const QuoteCreatePayload = payloadType<RestQuote>('QuoteCreatePayload', 'Result of quoteCreate.', 'quote', QuoteRef, 'The created quote; null when refused.');
const QuoteUpdatePayload = payloadType<RestQuote>(
  'QuoteUpdatePayload',
  'Result of quoteUpdate.',
  'quote',
  QuoteRef,
  'The quote after the change; null when refused.',
);
const QuoteSendPayload = payloadType<RestQuote>(
  'QuoteSendPayload',
  'Result of quoteSend.',
  'quote',
  QuoteRef,
  'The quote after sending (SENT when it was a draft); null when refused.',
);
const QuoteDeletePayload = payloadType<string>(
  'QuoteDeletePayload',
  'Result of quoteDelete.',
  'deletedQuoteId',
  'ID',
  'The global id the deleted quote had; null when refused.',
);
const QuotePdfPayload = payloadType<RestQuotePdf>('QuotePdfPayload', 'Result of quotePdf.', 'pdf', QuotePdfRef, 'The rendered document; null when refused.');

type LineInput = {
  databaseId?: number | null;
  catalogItem: { id: string | number };
  quantity: number;
  unitCost: number;
  unitPrice: number;
  description?: string | null;
};
type SectionInput = { databaseId?: number | null; name?: string | null; lineItems: LineInput[] };
type LinesInput = { lineItems?: LineInput[] | null; sections?: SectionInput[] | null; discountType?: string | null; discountValue?: number | null };

const hasCents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** The line, section and discount rules the REST API applies, checked here so a refusal costs no call. */
function checkLines(checks: InputChecks, input: LinesInput, required: boolean): void {
  if (required && !input.lineItems?.length && !input.sections?.length)
    checks.add(['lineItems'], 'REQUIRED', 'lineItems or sections is required: a quote needs at least one line');
  const seen = new Map<string, string>();
  const line = (l: LineInput, path: (string | number)[]) => {
    checks.range([...path, 'quantity'], l.quantity, 1, QUANTITY_MAX, 'quantity');
    checks.range([...path, 'unitCost'], l.unitCost, 0, MONEY_MAX, 'unitCost');
    if (l.unitPrice <= 0 || l.unitPrice > MONEY_MAX)
      checks.add([...path, 'unitPrice'], 'OUT_OF_RANGE', `unitPrice must be more than 0 and at most ${MONEY_MAX} (got ${l.unitPrice})`);
    for (const key of ['unitCost', 'unitPrice'] as const) {
      if (!hasCents(l[key])) checks.add([...path, key], 'INVALID', `${key} must have at most two decimals (cents), got ${l[key]}`);
    }
    const item = String(l.catalogItem.id);
    const first = seen.get(item);
    if (first)
      checks.add([...path, 'catalogItem'], 'INVALID', `catalogItem appears twice in the quote (first at ${first}); each catalog item goes on one line`);
    else seen.set(item, path.join('.'));
  };
  (input.lineItems ?? []).forEach((l, i) => {
    line(l, ['lineItems', i]);
  });
  (input.sections ?? []).forEach((s, i) => {
    if (s.name != null) checks.length(['sections', i, 'name'], s.name, 1, SECTION_NAME_MAX, 'name');
    if (s.lineItems.length === 0) checks.add(['sections', i, 'lineItems'], 'REQUIRED', 'a section needs at least one line');
    s.lineItems.forEach((l, k) => {
      line(l, ['sections', i, 'lineItems', k]);
    });
  });
  if (checks.together({ discountType: input.discountType, discountValue: input.discountValue }) && input.discountValue != null) {
    checks.range(['discountValue'], input.discountValue, 0, input.discountType === 'PERCENTAGE' ? 100 : MONEY_MAX);
  }
}

const lineWrite = (l: LineInput): QuoteLineItemWrite => ({
  id: l.databaseId ?? undefined,
  catalogItemId: parseDatabaseId(l.catalogItem.id),
  quantity: l.quantity,
  unitCost: l.unitCost,
  unitPrice: l.unitPrice,
  description: l.description ?? undefined,
});
const sectionWrite = (s: SectionInput): QuoteSectionWrite => ({
  id: s.databaseId ?? undefined,
  name: s.name ?? undefined,
  lineItems: s.lineItems.map(lineWrite),
});

/** REST paths (`sections.0.lineItems.1.catalogItemId`) onto input paths. */
const fields = (restField: string) =>
  underInput(restField).map((part) =>
    part === 'catalogItemId' ? 'catalogItem' : part === 'opportunityId' ? 'record' : part === 'siteId' ? 'site' : part === 'id' ? 'databaseId' : part,
  );

builder.mutationFields((t) => ({
  quoteCreate: t.field({
    type: QuoteCreatePayload,
    description:
      'Creates a quote on an opportunity, project or account (REST `POST /quotes`), with catalog lines, an optional discount and tax. A draft unless `status` says otherwise.',
    args: { input: t.arg({ type: QuoteCreateInput, required: true, description: 'The new quote.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      checkLines(checks, input, true);
      if (input.title != null) checks.length(['title'], input.title, 1, TITLE_MAX);
      if (input.issueDate && input.status !== 'SENT' && input.status !== 'APPROVED')
        checks.add(['issueDate'], 'INVALID', 'issueDate goes only with status SENT or APPROVED');
      return mutate(
        checks,
        async () => {
          const body: QuoteWrite = {
            opportunityId: parseDatabaseId(input.record.id),
            title: input.title ?? undefined,
            description: input.description ?? undefined,
            lineItems: input.lineItems?.map(lineWrite),
            sections: input.sections?.map(sectionWrite),
            discountType: input.discountType ?? undefined,
            discountValue: input.discountValue ?? undefined,
            taxId: input.taxId ?? undefined,
            status: input.status ?? undefined,
            issueDate: input.issueDate?.toISOString(),
            siteId: input.site ? parseDatabaseId(input.site.id) : undefined,
          };
          return primeFresh(QuoteRef, ctx, await createQuote(ctx.upstream, body));
        },
        fields,
      );
    },
  }),
  quoteUpdate: t.field({
    type: QuoteUpdatePayload,
    description:
      'Changes a quote (REST `PATCH /quotes/{id}`): lines, discount, tax, status, issue date, portal sharing, archiving. Lines given replace all lines.',
    args: {
      id: t.arg.globalID({ for: QuoteRef, required: true, description: 'The quote to change.' }),
      input: t.arg({ type: QuoteUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      checkLines(checks, input, false);
      for (const name of ['lineItems', 'sections', 'status', 'issueDate', 'sharedWithPortal', 'isArchived'] as const) {
        if (input[name] === null) checks.add([name], 'INVALID', `${name} cannot be cleared with null; leave it out to keep it`);
      }
      return mutate(
        checks,
        async () => {
          const body: QuoteWrite = {
            description: input.description,
            lineItems: input.lineItems?.map(lineWrite),
            sections: input.sections?.map(sectionWrite),
            discountType: input.discountType ?? undefined,
            discountValue: input.discountValue ?? undefined,
            taxId: input.taxId,
            status: input.status ?? undefined,
            issueDate: input.issueDate?.toISOString(),
            sharedWithPortal: input.sharedWithPortal ?? undefined,
            isArchived: input.isArchived ?? undefined,
          };
          return primeFresh(QuoteRef, ctx, await updateQuote(ctx.upstream, parseDatabaseId(id.id), body));
        },
        fields,
      );
    },
  }),
  quoteDelete: t.field({
    type: QuoteDeletePayload,
    description:
      'Deletes a quote for good (REST `DELETE /quotes/{id}`; the REST API archives it, then deletes it). Irreversible: its id no longer resolves. To keep it out of sight instead, archive it with quoteUpdate.',
    args: { id: t.arg.globalID({ for: QuoteRef, required: true, description: 'The quote to delete.' }) },
    resolve: (_root, { id }, ctx) =>
      mutate(new InputChecks(), async () => {
        const databaseId = parseDatabaseId(id.id);
        await deleteQuote(ctx.upstream, databaseId);
        QuoteRef.getDataloader(ctx).clear(databaseId);
        return encodeGlobalID('Quote', databaseId);
      }),
  }),
  quoteSend: t.field({
    type: QuoteSendPayload,
    description:
      'E-mails the quote to the customer (REST `POST /quotes/{id}/send`); a draft becomes SENT with today as its issue date. Not retried: if the answer is lost, check the quote before sending again.',
    args: { id: t.arg.globalID({ for: QuoteRef, required: true, description: 'The quote to send.' }) },
    resolve: (_root, { id }, ctx) => mutate(new InputChecks(), async () => primeFresh(QuoteRef, ctx, await sendQuote(ctx.upstream, parseDatabaseId(id.id)))),
  }),
  quotePdf: t.field({
    type: QuotePdfPayload,
    description: 'Renders the quote as a PDF (REST `GET /quotes/{id}/pdf`), base64-encoded. Changes nothing. An archived quote has no PDF (FORBIDDEN).',
    args: { id: t.arg.globalID({ for: QuoteRef, required: true, description: 'The quote to render.' }) },
    resolve: (_root, { id }, ctx) => mutate(new InputChecks(), () => fetchQuotePdf(ctx.upstream, parseDatabaseId(id.id))),
  }),
}));
