/** `properties(recordType: AHJ | UTILITY)`: custom property definitions (GET /properties, PROP-1). */
import { builder } from '../builder.js';
import { listPropertyDefinitions, type RestPropertyDefinition } from '../../upstream/utilities.js';

const PropertyRecordType = builder.enumType('PropertyRecordType', {
  description: 'Record type whose custom property definitions are listed.',
  values: {
    AHJ: { description: 'Authorities having jurisdiction.' },
    UTILITY: { description: 'Utilities.' },
  } as const,
});

const PropertyDefinition = builder.objectRef<RestPropertyDefinition>('PropertyDefinition').implement({
  description: "A custom property definition: the key and kind of a value in a record's `custom`.",
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Display name of the property.' }),
    type: t.exposeString('type', { description: 'Value type of the property (e.g. TEXT, NUMBER, DROPDOWN).' }),
    keyName: t.exposeString('keyName', { description: 'Key of the value in `custom`.' }),
    isMultiple: t.boolean({ description: 'True when the property holds several values.', resolve: (p) => p.isMultiple ?? false }),
    options: t.stringList({ description: 'Allowed options of a dropdown property; empty otherwise.', resolve: (p) => p.options ?? [] }),
    defaultValue: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Default value(s) of the property, as a JSON list; an empty list when none.',
      resolve: (p) => p.defaultValue ?? [],
    }),
    isCustom: t.boolean({ description: 'True for a property your company defined.', resolve: (p) => p.isCustom ?? true }),
  }),
});

builder.queryFields((t) => ({
  properties: t.field({
    type: [PropertyDefinition],
    // PROP-1
    description: 'Custom property definitions of a record type. Cost: one upstream request (REST `GET /properties`).',
    args: { recordType: t.arg({ type: PropertyRecordType, required: true, description: 'The record type.' }) },
    resolve: (_root, args, ctx) => listPropertyDefinitions(ctx.upstream, args.recordType === 'AHJ' ? 'ahj' : 'utility'),
  }),
}));
