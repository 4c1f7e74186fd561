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
  // AHJ-1
  description: 'Custom property values of an AHJ (REST `PATCH /ahjs/{id}`); built-in fields are read-only.',
  fields: (t) => ({
    custom: t.field({
      type: 'JSONObject',
      required: true,
      // AHJ-2
      description:
        "Values keyed by the property's keyName (see `properties(recordType: AHJ)`); a null value clears that property; keys left out are unchanged. An unknown keyName is refused.",
    }),
    // AHJ-3
    allowNewOptions: t.boolean({ description: 'True lets a dropdown value that is not yet an option add it; default false (an unknown option is refused).' }),
  }),
});

const AhjCustomUpdatePayload = payloadType<RestAhj>(
  'AhjCustomUpdatePayload',
  'Result of ahjCustomUpdate.',
  'ahj',
  AhjRef,
  'The AHJ with its custom values after the change; null when refused.',
);

builder.mutationFields((t) => ({
  ahjCustomUpdate: t.field({
    type: AhjCustomUpdatePayload,
    // AHJ-1
    description:
      "Sets your company's custom property values on a catalog AHJ (REST `PATCH /ahjs/{id}`); only `custom` changes. All keys are checked before any value changes.",
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
