/**
 * `utilityCustomUpdate` (PATCH /utilities/{id}): custom property values only (UTIL-8). An unknown keyName
 * is the API's 400, a userError on ["input", "custom", key].
 */
import { builder } from '../builder.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh } from '../mutations.js';
import { UtilityRef } from './refs.js';
import type { RestUtility } from '../../upstream/utilities.js';
import { updateUtilityCustom } from '../../upstream/utility-writes.js';

const UtilityCustomUpdateInput = builder.inputType('UtilityCustomUpdateInput', {
  // UTIL-8
  description: 'Custom property values of a utility (REST `PATCH /utilities/{id}`); built-in fields are read-only.',
  fields: (t) => ({
    custom: t.field({
      type: 'JSONObject',
      required: true,
      description:
        "Values keyed by the property's keyName (see `properties(recordType: UTILITY)`); a null value clears that property; keys left out are unchanged.",
    }),
    allowNewOptions: t.boolean({ description: 'True lets a dropdown value that is not yet an option add it; default false (an unknown option is refused).' }),
  }),
});

const UtilityCustomUpdatePayload = payloadType<RestUtility>(
  'UtilityCustomUpdatePayload',
  'Result of utilityCustomUpdate.',
  'utility',
  UtilityRef,
  'The utility with its custom values after the change; null when refused.',
);

builder.mutationFields((t) => ({
  utilityCustomUpdate: t.field({
    type: UtilityCustomUpdatePayload,
    // UTIL-8
    description: "Sets your company's custom property values on a catalog utility (REST `PATCH /utilities/{id}`); nothing else changes.",
    args: {
      id: t.arg.globalID({ for: UtilityRef, required: true, description: 'The utility to change.' }),
      input: t.arg({ type: UtilityCustomUpdateInput, required: true, description: 'The values.' }),
    },
    resolve: (_root, { id, input }, ctx) =>
      mutate(new InputChecks(), async () => {
        const utility = await updateUtilityCustom(ctx.upstream, parseDatabaseId(id.id), input.custom, input.allowNewOptions ?? undefined);
        return primeFresh(UtilityRef, ctx, utility);
      }),
  }),
}));
