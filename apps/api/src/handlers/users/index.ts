import type { Handlers } from '../../server/handler-types.ts';
import { inviteHandlers } from './invite.ts';
import { userListHandlers } from './list.ts';
import { userChangeHandlers } from './manage.ts';
import { signInResetHandlers } from './sign-in-reset.ts';

/** The operations on a company's dashboard users: each group of them lives in a module of this folder. */
export const userHandlers = {
  ...userListHandlers,
  ...inviteHandlers,
  ...userChangeHandlers,
  ...signInResetHandlers,
} satisfies Partial<Handlers>;
