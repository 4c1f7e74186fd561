/**
 * `labelCreate` (POST /labels): the only label write the API has (no update or delete). A blank name and
 * a colour the API does not take (it wants #rgb or #rrggbb) are refused here before any call.
 */
import { builder } from '../builder.js';
import { InputChecks, mutate, payloadType, primeFresh } from '../mutations.js';
import { LabelRef } from './refs.js';
import { LabelType } from './label.js';
import type { RestLabel } from '../../upstream/labels.js';
import { createLabel } from '../../upstream/label-writes.js';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

const LabelCreateInput = builder.inputType('LabelCreateInput', {
  description: 'A new label (REST `POST /labels`).',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Display name; not blank, and unique among the labels of its type.' }),
    type: t.field({ type: LabelType, required: true, description: 'WORK (work orders) or ASSET (assets).' }),
    color: t.field({ type: 'HexColorCode', description: 'Colour as #rgb or #rrggbb (e.g. #FF5733).' }),
  }),
});

const LabelCreatePayload = payloadType<RestLabel>('LabelCreatePayload', 'Result of labelCreate.', 'label', LabelRef, 'The created label; null when refused.');

builder.mutationFields((t) => ({
  labelCreate: t.field({
    type: LabelCreatePayload,
    description: 'Creates a label (REST `POST /labels`). A name already used by a label of the same type is refused.',
    args: { input: t.arg({ type: LabelCreateInput, required: true, description: 'The new label.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      checks.required(['name'], input.name);
      if (input.color != null && !HEX.test(input.color)) checks.add(['color'], 'INVALID', 'color must be #rgb or #rrggbb (e.g. #FF5733)');
      return mutate(checks, async () => {
        const label = await createLabel(ctx.upstream, { name: input.name.trim(), type: input.type, color: input.color ?? undefined });
        return primeFresh(LabelRef, ctx, label);
      });
    },
  }),
}));
