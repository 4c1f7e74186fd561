/**
 * `ahjCustomUpdate` (PATCH /ahjs/{id}): the company's custom property values of a catalog AHJ, the only
 * writable part (AHJ-1). An unknown keyName is the API's 400, a userError on ["input", "custom", key]
 * (AHJ-2); new dropdown options only with `allowNewOptions` (AHJ-3); 401 and 502 stay top-level (AHJ-7).
 */
import { builder } from '../builder.js';
import { AhjRef } from '../refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh } from '../mutations.js';
import type { RestAhj } from '../../upstream/ahjs.js';
import { updateAhjCustom } from '../../upstream/ahj-writes.js';

const AhjCustomUpdateInput = builder.inputType('AhjCustomUpdateInput', {
  description: 'Custom property values of an AHJ (body of PATCH /ahjs/{id}); built-in fields are read-only (AHJ-1).',
  fields: (t) => ({
    custom: t.field({
      type: 'JSONObject',
      required: true,
      description: 'Values keyed by property keyName (from `properties(recordType: AHJ)`); null clears one; keys left out are unchanged (AHJ-2).',
    }),
    allowNewOptions: t.boolean({ description: 'Allow a dropdown value that is not yet an option to create it (default false, AHJ-3).' }),
  }),
});

const AhjCustomUpdatePayload = payloadType<RestAhj>('AhjCustomUpdatePayload', 'Result of ahjCustomUpdate.', 'ahj', AhjRef, 'The AHJ with its custom values after the change; null when refused.');

builder.mutationFields((t) => ({
  ahjCustomUpdate: t.field({
    type: AhjCustomUpdatePayload,
    description:
      'Sets the company\'s custom property values on a catalog AHJ (PATCH /ahjs/{id}); only `custom` changes (AHJ-1). All keys are checked before any value changes.',
    args: {
      id: t.arg.globalID({ for: AhjRef, required: true, description: 'The AHJ to change.' }),
      input: t.arg({ type: AhjCustomUpdateInput, required: true, description: 'The values.' }),
    },
    resolve: (_root, { id, input }, ctx) =>
      mutate(new InputChecks(), async () => {
        const ahj = await updateAhjCustom(ctx.upstream, parseDatabaseId(id.id), input.custom, input.allowNewOptions ?? undefined);
        return primeFresh(AhjRef, ctx, ahj);
      }),
  }),
}));
