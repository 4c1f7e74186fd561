/**
 * User: a workspace user. Records carry user summaries (`createdBy`, `updatedBy`, opportunity `owner` …),
 * so names and e-mail cost nothing; `phone`, `role` and `isActive` load the directory (`GET /users`), which lists active users only: a deactivated user
 * answers null there and false for `isActive`.
 */
import { builder } from '../builder.js';
import { UserRef } from '../refs.js';
import { reader } from '../summary.js';
import { url } from '../lenient.js';
import { parseDatabaseId, upstreamRecordId } from '../ids.js';
import type { RestUser } from '../../upstream/users.js';

const get = reader<RestUser>(UserRef);

UserRef.implement({
  description:
    'A user of the workspace (technician, project manager, sales rep …). Where a record links a user, names and e-mail come with the record; `phone` and `role` read the user directory, one upstream request per operation (REST `GET /users`).',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { nullable: false, description: 'The REST id of the user.' }),
    firstName: t.string({ nullable: true, description: 'First name.', resolve: get('firstName') }),
    lastName: t.string({ nullable: true, description: 'Last name.', resolve: get('lastName') }),
    name: t.string({
      nullable: true,
      description: 'First and last name joined by a space; null when both are empty.',
      resolve: async (u, args, ctx) => {
        const [first, last] = await Promise.all([get('firstName')(u, args, ctx), get('lastName')(u, args, ctx)]);
        return [first, last].filter(Boolean).join(' ') || null;
      },
    }),
    email: t.string({ nullable: true, description: 'E-mail address.', resolve: get('email') }),
    avatarUrl: t.field({
      type: 'URL',
      nullable: true,
      description: 'Picture of the user; null when none is set or the stored value is not an absolute URL.',
      resolve: get('avatarUrl', url),
    }),
    phone: t.string({
      nullable: true,
      description: 'Phone number; null when none, and for a deactivated user. Read from the user directory.',
      resolve: get('phone'),
    }),
    role: t.string({
      nullable: true,
      description: "Name of the user's role in the workspace; null when none, and for a deactivated user. Read from the user directory.",
      resolve: async (u, args, ctx) => {
        const role = await get('role')(u, args, ctx);
        return typeof role === 'string' ? role : (role?.name ?? null);
      },
    }),
    isActive: t.boolean({
      nullable: true,
      description:
        'False for a user who no longer works in the workspace (deactivated): records still name them, but their phone and role are no longer known. Read from the user directory.',
      resolve: async (u, _a, ctx) => {
        const listed = (await UserRef.getDataloader(ctx).load(upstreamRecordId(u, 'User'))) as Partial<RestUser> | null;
        return listed ? listed.isActive !== false : false;
      },
    }),
  }),
});

builder.queryField('user', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description:
      'A workspace user by REST id; null when no such active user exists in your company. Cost: one upstream request per operation (the user directory).',
    args: { databaseId: t.arg.int({ required: true, description: 'The REST id of the user.' }) },
    resolve: (_root, args) => parseDatabaseId(args.databaseId, 'databaseId'),
  }),
);
