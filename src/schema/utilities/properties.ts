/** `properties(recordType: AHJ | UTILITY)`: custom property definitions (GET /properties, PROP-1). */
import { builder } from '../builder.js';
import { listPropertyDefinitions, type RestPropertyDefinition } from '../../upstream/utilities.js';

const PropertyRecordType = builder.enumType('PropertyRecordType', {
  description: 'Record type whose property definitions are listed (REST `record_type`).',
  values: {
    AHJ: { description: 'Authorities having jurisdiction.' },
    UTILITY: { description: 'Utilities.' },
  } as const,
});

const PropertyDefinition = builder.objectRef<RestPropertyDefinition>('PropertyDefinition').implement({
  description: 'A property definition (vendor `Property`): the key of a value in a record\'s `custom`.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Display name of the property.' }),
    type: t.exposeString('type', { description: 'Value type of the property (e.g. TEXT, NUMBER, DROPDOWN).' }),
    keyName: t.exposeString('keyName', { description: 'Key of the value in `custom`.' }),
    isMultiple: t.boolean({ description: 'True when the property holds several values.', resolve: (p) => p.isMultiple ?? false }),
    options: t.stringList({ description: 'Allowed options of a dropdown property; empty otherwise.', resolve: (p) => p.options ?? [] }),
    defaultValue: t.field({ type: 'JSON', nullable: true, description: 'Default value(s) of the property.', resolve: (p) => (p.defaultValue ?? []) as never }),
    isCustom: t.boolean({ description: 'True for a customer-defined property.', resolve: (p) => p.isCustom ?? true }),
  }),
});

builder.queryFields((t) => ({
  properties: t.field({
    type: [PropertyDefinition],
    description: 'Property definitions of a record type (GET /properties?record_type=…, PROP-1).',
    args: { recordType: t.arg({ type: PropertyRecordType, required: true, description: 'The record type.' }) },
    resolve: (_root, args, ctx) => listPropertyDefinitions(ctx.upstream, args.recordType === 'AHJ' ? 'ahj' : 'utility'),
  }),
}));
