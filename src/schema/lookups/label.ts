/**
 * Label: a company label for work orders (WORK) or assets (ASSET) (vendor `GET /labels`,
 * `/labels/{id}`). A work order holds its labels' `id`, `name` and `color`, so those cost nothing
 * there; `type` and the timestamps load the label once (`GET /labels/{id}`).
 */
import { builder } from '../builder.js';
import { reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { dateTime, oneOf, text } from '../lenient.js';
import { connectionOf, NO_TOTALS } from '../pagination.js';
import { restConnection } from '../rest-connection.js';
import { LabelRef } from './refs.js';
import { listLabels, type RestLabel } from '../../upstream/labels.js';
import { LABEL_TYPES } from '../../rest-enums.js';

const get = reader<RestLabel>(LabelRef);

export const LabelType = builder.enumType('LabelType', {
  description: 'What a label can be applied to.',
  values: {
    WORK: { description: 'Work order labels.' },
    ASSET: { description: 'Asset labels.' },
  } as const satisfies Record<(typeof LABEL_TYPES)[number], { description: string }>,
});

LabelRef.implement({
  description: 'A label of the company, applied to work orders (WORK) or assets (ASSET).',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the label.' }),
    name: t.string({ nullable: true, description: 'Display name of the label.', resolve: get('name') }),
    color: t.string({
      nullable: true,
      description:
        'Colour of the label as stored: normally a hex colour code such as #FF5733, though the workspace may hold other spellings (e.g. FF5733 without #), which are passed on as they are; null when unset.',
      resolve: get('color', text),
    }),
    type: t.field({
      type: LabelType,
      nullable: true,
      description: 'WORK or ASSET; null when the stored value is not one this schema knows.',
      resolve: get('type', (type) => oneOf(LABEL_TYPES, type)),
    }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the label was created.',
      resolve: get('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the label was last changed.',
      resolve: get('updatedAt', dateTime),
    }),
  }),
});

export const LabelFilter = builder.inputType('LabelFilter', {
  description: 'Filters of the label list (the query parameters of REST `GET /labels`).',
  fields: (t) => ({
    type: t.field({ type: LabelType, description: 'Only labels of this type.' }),
  }),
});

const LabelConnection = connectionOf(LabelRef, 'Label', 'label', 'labels', NO_TOTALS);

builder.queryFields((t) => ({
  label: recordLookupField(t, LabelRef, 'a label'),
  labels: t.connection(
    restConnection(t, {
      type: LabelRef,
      description: 'Active labels of your company. Cost: one upstream request per page (REST `GET /labels`).',
      args: { filter: t.arg({ type: LabelFilter, description: 'Narrows the list (REST query parameters).' }) },
      pages: (args, ctx) => (page) => listLabels(ctx.upstream, { type: args.filter?.type ?? undefined, ...page }),
    }),
    LabelConnection,
  ),
}));
