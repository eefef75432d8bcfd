// §3, §4: the three switches that together decide whether a worker is active.
export const WORKER_STATUS_TOGGLES = ['admin', 'system', 'creci'] as const;

export type WorkerStatusToggle = (typeof WORKER_STATUS_TOGGLES)[number];

export type WorkerStatus = 'Active' | 'Inactive';

export type WorkerStatusFlags = {
  statusAdminEnabled: boolean;
  statusSystemEnabled: boolean;
  statusCreciEnabled: boolean;
};

// §3: an entry of the worker's status log.
export type StatusLogEntry = {
  type: WorkerStatusToggle;
  changedTo: boolean;
  changedBy: string;
  changeMotives: string[];
  changedAt: string;
};

const FLAG: Record<WorkerStatusToggle, keyof WorkerStatusFlags> = {
  admin: 'statusAdminEnabled',
  system: 'statusSystemEnabled',
  creci: 'statusCreciEnabled',
};

// §4: a worker is Active only while the admin, system and creci switches are all on.
export function workerStatusFromFlags(flags: WorkerStatusFlags): WorkerStatus {
  return flags.statusAdminEnabled && flags.statusSystemEnabled && flags.statusCreciEnabled ? 'Active' : 'Inactive';
}

export type ToggleChange = {
  toggle: WorkerStatusToggle;
  enabled: boolean;
  changedBy: string;
  changeMotives: readonly string[];
  // The clock is the caller's: an ISO-8601 instant.
  changedAt: string;
};

export type ToggleResult<Worker extends WorkerStatusFlags> = {
  worker: Worker & { workerStatus: WorkerStatus };
  entry: StatusLogEntry | null;
};

// §4: flip one switch; a real change writes one status-log entry, setting a switch to its value writes none.
export function toggleWorkerStatus<Worker extends WorkerStatusFlags>(
  worker: Worker,
  change: ToggleChange,
): ToggleResult<Worker> {
  const flag = FLAG[change.toggle];
  const next = { ...worker, [flag]: change.enabled };
  const updated = { ...next, workerStatus: workerStatusFromFlags(next) };
  if (worker[flag] === change.enabled) return { worker: updated, entry: null };
  return {
    worker: updated,
    entry: {
      type: change.toggle,
      changedTo: change.enabled,
      changedBy: change.changedBy,
      changeMotives: [...change.changeMotives],
      changedAt: change.changedAt,
    },
  };
}

// §4: which policy action guards each switch.
export const WORKER_TOGGLE_ACTIONS = {
  admin: 'workers.status.admin.toggle',
  system: 'workers.status.system.toggle',
  creci: 'workers.status.creci.toggle',
} as const satisfies Record<WorkerStatusToggle, string>;
