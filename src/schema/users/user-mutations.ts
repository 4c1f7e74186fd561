/**
 * `userCreate`: invites a user to the company (POST /users, vendor `UserInvite`). E-mail format, names and
 * at least one role are checked before any call. The REST answer is the invitation (`email`, `status`),
 * not the user: the user joins the directory (`users`, `user(databaseId:)`) once the invitation is taken.
 */
import { builder } from '../builder.js';
import { InputChecks, mutate, payloadType } from '../mutations.js';
import { inviteUser, type RestUserInvitation } from '../../upstream/user-writes.js';

const NAME_MAX = 255;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const UserCreateInput = builder.inputType('UserCreateInput', {
  description: 'A user to invite (REST `POST /users`).',
  fields: (t) => ({
    email: t.string({ required: true, description: 'E-mail address the invitation goes to; not used by another user of the company.' }),
    firstName: t.string({ required: true, description: `First name; not blank, at most ${NAME_MAX} characters.` }),
    lastName: t.string({ required: true, description: `Last name; not blank, at most ${NAME_MAX} characters.` }),
    roleIds: t.intList({ required: true, description: 'REST ids of the roles to give, at least one.' }),
    phone: t.string({ description: 'Phone number.' }),
  }),
});

const UserInvitationRef = builder.objectRef<RestUserInvitation>('UserInvitation').implement({
  description: 'An invitation to join the company (the answer of REST `POST /users`).',
  fields: (t) => ({
    email: t.exposeString('email', { nullable: true, description: 'The invited e-mail address.' }),
    status: t.exposeString('status', { nullable: true, description: 'State of the invitation as the REST API names it (e.g. INVITED).' }),
  }),
});

const UserCreatePayload = payloadType<RestUserInvitation>(
  'UserCreatePayload',
  'Result of userCreate.',
  'invitation',
  UserInvitationRef,
  'The invitation sent; null when refused.',
);

builder.mutationFields((t) => ({
  userCreate: t.field({
    type: UserCreatePayload,
    description:
      'Invites a user to the company (REST `POST /users`) with their roles; they join the user directory once the invitation is taken. Not retried: if the answer is lost, look the e-mail up in `users` before inviting again.',
    args: { input: t.arg({ type: UserCreateInput, required: true, description: 'Who to invite.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      if (checks.required(['email'], input.email) && !EMAIL.test(input.email.trim()))
        checks.add(['email'], 'INVALID', 'email must be an e-mail address such as name@example.com');
      checks.requiredText(['firstName'], input.firstName, NAME_MAX);
      checks.requiredText(['lastName'], input.lastName, NAME_MAX);
      if (input.roleIds.length === 0) checks.add(['roleIds'], 'REQUIRED', 'roleIds needs at least one role');
      input.roleIds.forEach((id, i) => {
        if (id < 1) checks.add(['roleIds', i], 'INVALID', `roleIds must be positive role ids (got ${id})`);
      });
      return mutate(checks, () =>
        inviteUser(ctx.upstream, {
          email: input.email.trim(),
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          roleIds: input.roleIds,
          phone: input.phone ?? undefined,
        }),
      );
    },
  }),
}));
