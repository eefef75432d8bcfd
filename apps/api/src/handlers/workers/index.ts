import type { Handlers } from '../../server/handler-types.ts';
import { workerLimitHandlers } from './limits.ts';
import { rosterHandlers } from './roster.ts';
import { workerStatusHandlers } from './status.ts';
import { workerTipSettingHandlers } from './tip-settings.ts';
import { workerRosterHandlers } from './worker-roster.ts';

export const workerHandlers = {
  ...rosterHandlers,
  ...workerRosterHandlers,
  ...workerStatusHandlers,
  ...workerLimitHandlers,
  ...workerTipSettingHandlers,
} satisfies Partial<Handlers>;
