import { describe, expect, it } from 'vitest';
import type { WorkerStatusFlags } from './worker-status.ts';
import {
  toggleWorkerStatus,
  WORKER_STATUS_TOGGLES,
  WORKER_TOGGLE_ACTIONS,
  workerStatusFromFlags,
} from './worker-status.ts';

const active: WorkerStatusFlags & { workerId: string } = {
  workerId: 'w1',
  statusAdminEnabled: true,
  statusSystemEnabled: true,
  statusCreciEnabled: true,
};

describe('worker status (§3, §4)', () => {
  it.each([
    [{ statusAdminEnabled: true, statusSystemEnabled: true, statusCreciEnabled: true }, 'Active'],
    [{ statusAdminEnabled: false, statusSystemEnabled: true, statusCreciEnabled: true }, 'Inactive'],
    [{ statusAdminEnabled: true, statusSystemEnabled: false, statusCreciEnabled: true }, 'Inactive'],
    [{ statusAdminEnabled: true, statusSystemEnabled: true, statusCreciEnabled: false }, 'Inactive'],
  ])('%j is %s', (flags, status) => {
    expect(workerStatusFromFlags(flags)).toBe(status);
  });

  it('turning the admin switch off deactivates the worker and writes one log entry', () => {
    expect(
      toggleWorkerStatus(active, {
        toggle: 'admin',
        enabled: false,
        changedBy: 'ewa@isla.example',
        changeMotives: ['Left the company'],
        changedAt: '2026-11-22T10:00:00-04:00',
      }),
    ).toEqual({
      worker: { ...active, statusAdminEnabled: false, workerStatus: 'Inactive' },
      entry: {
        type: 'admin',
        changedTo: false,
        changedBy: 'ewa@isla.example',
        changeMotives: ['Left the company'],
        changedAt: '2026-11-22T10:00:00-04:00',
      },
    });
  });

  it.each(WORKER_STATUS_TOGGLES)('the %s switch set to its current value writes no entry', (toggle) => {
    const result = toggleWorkerStatus(active, {
      toggle,
      enabled: true,
      changedBy: 'system',
      changeMotives: [],
      changedAt: '2026-11-22T10:00:00Z',
    });
    expect(result).toEqual({ worker: { ...active, workerStatus: 'Active' }, entry: null });
  });

  it('turning the creci switch back on reactivates the worker', () => {
    const result = toggleWorkerStatus(
      { ...active, statusCreciEnabled: false },
      {
        toggle: 'creci',
        enabled: true,
        changedBy: 'creci',
        changeMotives: ['Cleared'],
        changedAt: '2026-11-22T10:00:00Z',
      },
    );
    expect(result.worker.workerStatus).toBe('Active');
    expect(result.entry).toMatchObject({ type: 'creci', changedTo: true });
  });

  it('names the policy that guards each switch', () => {
    expect(WORKER_TOGGLE_ACTIONS).toEqual({
      admin: 'workers.status.admin.toggle',
      system: 'workers.status.system.toggle',
      creci: 'workers.status.creci.toggle',
    });
  });
});
