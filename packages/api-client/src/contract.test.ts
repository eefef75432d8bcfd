import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { contractUrl } from '../scripts/generate-schema.ts';

type Json = Record<string, unknown>;
type Operation = {
  method: string;
  path: string;
  operationId: string;
  parameters: Json[];
  requestBody: Json | undefined;
  responses: Record<string, Json>;
  extensions: { permissions: unknown; companyScoped: unknown; internalOnly: unknown };
  description: string;
};

const contract = parse(await readFile(contractUrl, 'utf8')) as Json;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function resolve(node: unknown): Json {
  let current = node as Json;
  while (typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<Json>((parent, key) => parent[key] as Json, contract);
  }
  return current;
}

const operations: Operation[] = Object.entries(contract.paths as Record<string, Json>).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const operation = item[method] as Json;
    return {
      method,
      path,
      operationId: operation.operationId as string,
      parameters: ((operation.parameters ?? []) as Json[]).map(resolve),
      requestBody: operation.requestBody as Json | undefined,
      responses: operation.responses as Record<string, Json>,
      extensions: {
        permissions: operation['x-permissions'],
        companyScoped: operation['x-company-scoped'],
        internalOnly: operation['x-internal-only'],
      },
      description: [operation.summary, operation.description].filter((text) => typeof text === 'string').join(' '),
    };
  }),
);

function find(method: string, path: string): Operation | undefined {
  return operations.find((operation) => operation.method === method && operation.path === path);
}

function bodyProperties(operation: Operation): string[] {
  const content = operation.requestBody ? (resolve(operation.requestBody).content as Json) : undefined;
  const schema = content ? resolve((content['application/json'] as Json).schema) : undefined;
  return schema ? Object.keys(schema.properties ?? {}) : [];
}

function parameterNames(operation: Operation): string[] {
  return [...operation.parameters.map((parameter) => parameter.name as string), ...bodyProperties(operation)];
}

const permissionNames = (resolve({ $ref: '#/components/schemas/Permission' }).enum as string[]).slice().sort();

// §7, call by call, with the parameters it names.
const section7Calls: [method: string, path: string, parameters: string[]][] = [
  ['get', '/users2', ['companyId', 'workerStatus', 'workerGroupCode', '_select']],
  ['get', '/external-users', ['companyId']],
  ['post', '/employer-dashboard/company-info', ['email', 'companyId']],
  ['get', '/employer-dashboard/companies', ['email']],
  ['get', '/employer-dashboard/total-deposited', ['days', 'companyId', 'workerGroupCode']],
  ['get', '/employer-dashboard/company-bank-details', ['companyId']],
  ['get', '/employer-dashboard/invoices', ['companyId']],
  ['get', '/employer-notifications/{companyId}', ['companyId']],
  ['get', '/deductions', ['companyId']],
  ['get', '/deductions/payroll-status', ['companyId', 'workerGroupCode']],
  ['get', '/deductions/period-deduction-worker-count', ['periodId']],
  ['get', '/deductions/periods-deduction-worker-counts', ['periodIds']],
  ['get', '/periods/to-upload', ['companyId']],
  ['get', '/reports/{companyId}', ['companyId']],
  ['post', '/tips/get-workers-hours', ['companyId', 'date', 'workersIds']],
  ['get', '/tips/period-tip-worker-count', ['periodId']],
  ['get', '/tips/amount-by-periods', ['periodIds']],
  ['get', '/tips/periods-upload-status', ['periodIds']],
  ['get', '/tips/current-users', ['companyId', 'workerGroupCode']],
  ['get', '/tips/history', ['companyId', 'workerGroupCode', 'page']],
  ['get', '/tips/users-employees', ['companyId', 'workerGroupCode']],
  ['get', '/tips/get-splits', ['companyId', 'workerGroupCode', 'paid']],
  ['get', '/tips/irsi-role-rules', ['workerGroupCode']],
  ['get', '/tips/date-tip-working-employees', ['dateTip']],
  ['get', '/tips/get-workers-data-by-date-blu-host', ['date']],
  ['get', '/tips/user-tips-history-notes', ['dateTip']],
  ['get', '/tips/{companyId}/tips-history', ['companyId']],
  ['get', '/tips/get-tip-splits-received-by-worker', ['companyId', 'workerGroupCode', 'date', 'workerId']],
  ['get', '/tips/workers/daily-summary', ['companyId', 'workerGroupCode', 'date']],
  ['get', '/tips/get-tip-batches', []],
  ['get', '/tips/get-available-tip-batches', []],
  ['get', '/tips/get-tips-with-unrecognized-roles', ['companyId', 'workerGroupCode', 'date']],
  ['post', '/tips/update-tip-with-unrecognized-role', ['companyId', 'workerGroupCode', 'tips', 'dateTip']],
  ['get', '/tips/get-split-data', ['splitId']],
  ['get', '/compensation/get-commission-workers', ['commissionBatchId']],
  ['get', '/compensation/commission-batch/{id}', ['id']],
  [
    'get',
    '/compensation/commission-batches',
    ['companyId', 'brand', 'department', 'title', 'status', 'creatorEmail', 'invisible', 'statusType', 'uploaded'],
  ],
  ['get', '/compensation/brands', ['companyId', 'email']],
  ['get', '/compensation/compensation-plans', ['companyId']],
  ['get', '/compensation/compensation-plan', ['planId']],
  ['get', '/compensation/batch-workers-data', ['commissionBatchId']],
  ['get', '/compensation/individual-adp-uploads', ['companyId']],
  ['get', '/compensation/latest-technician-biweek', ['companyId']],
  ['get', '/dynamic-commission/permissions', ['userId']],
  ['get', '/dynamic-commission/get-batch/{id}', ['id']],
  ['get', '/dynamic-commission/get-plans', ['userId', 'companyId']],
  ['get', '/insurance/get-ledger', ['workerId']],
  ['get', '/insurance/get-status', ['workerId']],
  ['get', '/insurance/get-global-notes', ['workerId']],
  ['get', '/insurance/get-events', ['workerId']],
  ['get', '/insurance/get-uploads', ['companyId']],
  ['get', '/insurance/get-stores', ['companyId']],
  [
    'post',
    '/insurance/get-table',
    ['companyId', 'planType', 'planOrigin', 'balance', 'balanceValue', 'store', 'itemType', 'workerStatus'],
  ],
];

// The writes the screens need beyond §7.
const screenWrites = [
  'setWorkerStatus',
  'updateWorkerLimits',
  'updateWorkerTipSettings',
  'uploadDeductions',
  'downloadDeductionFile',
  'getCompanyBankDetails',
  'updateCompanyBankDetails',
  'generateReport',
  'downloadReport',
  'createCommissionBatch',
  'updateCommissionBatch',
  'submitCommissionBatch',
  'moveCommissionBatchToReview',
  'approveCommissionBatch',
  'rejectCommissionBatch',
  'deleteCommissionBatch',
  'uploadCommissionFile',
  'createCompensationPlan',
  'updateCompensationPlan',
  'addInsuranceLedgerEntry',
  'setInsuranceStatus',
  'addInsuranceNote',
  'uploadInsuranceFile',
  'createTipSplit',
  'approveTipSplit',
  'retryTipSplit',
  'updateWorkersHours',
  'addTipHistoryNote',
  'updateTipRules',
  'updateIrsiRoleRules',
  'exportPayrollActivity',
  'updateCompanySettings',
  'updateWorkerGroup',
  'getSession',
  'startLogin',
  'completeLogin',
  'logout',
  'inviteExternalUser',
  'updateExternalUser',
  'disableExternalUser',
  'enableExternalUser',
  'markEmployerNotificationRead',
  'markAllEmployerNotificationsRead',
  'listAuditEvents',
];

describe('the contract covers the product', () => {
  test.each(section7Calls)('§7 %s %s is in the contract with its parameters', (method, path, parameters) => {
    const operation = find(method, path);
    expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
    expect(parameterNames(operation as Operation)).toEqual(expect.arrayContaining(parameters));
  });

  test('every write the screens need is an operation', () => {
    const ids = new Set(operations.map((operation) => operation.operationId));
    expect(screenWrites.filter((id) => !ids.has(id))).toEqual([]);
  });

  test('the permissions are the 17 of §6', () => {
    expect(permissionNames).toEqual([
      'bank-details',
      'billing',
      'commissions-approve',
      'commissions-create',
      'commissions-v2-approve',
      'commissions-v2-create',
      'commissions-v2-view',
      'commissions-view',
      'deductions',
      'employees',
      'employer-dashboard',
      'insurance',
      'insurance-edit',
      'payroll-activity',
      'reports',
      'tips-admin',
      'tips-manager',
    ]);
  });
});

describe('every operation follows the conventions', () => {
  test.each(operations.map((operation) => [operation.operationId, operation] as const))('%s', (_id, operation) => {
    const { permissions, companyScoped, internalOnly } = operation.extensions;
    expect(Array.isArray(permissions)).toBe(true);
    expect((permissions as string[]).filter((permission) => !permissionNames.includes(permission))).toEqual([]);
    expect(typeof companyScoped).toBe('boolean');
    expect(internalOnly === undefined || internalOnly === true).toBe(true);

    // The server's own refusals of a request too long or in another media type can meet any operation.
    const refusals = operation.method === 'get' ? ['414', '431'] : ['413', '414', '415', '431'];
    for (const status of ['400', '401', '403', '404', '409', '422', ...refusals]) {
      const response = resolve(operation.responses[status]);
      expect(Object.keys(response.content as Json), `${status} answers problem+json`).toEqual([
        'application/problem+json',
      ]);
    }

    const headers = operation.parameters
      .filter((parameter) => parameter.in === 'header')
      .map((parameter) => parameter.name);
    const stateChanging = operation.method !== 'get';
    expect(headers.includes('X-Requested-By')).toBe(stateChanging);

    const changesStatusOrMoney =
      operation.method === 'delete' ||
      /\/(submit|review|approve|reject|retry|disable|enable|status)$/.test(operation.path) ||
      /uploads$|ledger-entries$|^\/tips\/splits$|^\/tips\/workers-hours$|unrecognized-role$|bank-details$|\/limits$/.test(
        operation.path,
      );
    if (stateChanging && changesStatusOrMoney) expect(headers).toContain('Idempotency-Key');

    const pages =
      operation.parameters.some((parameter) => parameter.name === 'page') || bodyProperties(operation).includes('page');
    expect(pages).toBe(/paged with\s+`page`\/`limit`/i.test(operation.description));
    if (pages) {
      const success = resolve(operation.responses['200']);
      const schema = resolve(((success.content as Json)['application/json'] as Json).schema);
      expect(schema.allOf).toContainEqual({ $ref: '#/components/schemas/PageInfo' });
    }
  });
});
