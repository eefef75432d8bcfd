import { quoteCsvField } from '@cuadre/domain';
import fc from 'fast-check';
import type { Contract, ContractOperation, ContractParameter } from '../server/contract.ts';
import type { Fixtures } from '../server/testing/fixtures.ts';
import { arbitraryFor, propertyArbitrary, type ArbitraryContext } from './schema-arbitrary.ts';

/** Signed-in personas the fuzzer calls as: internal staff holds every permission in every company. */
export const personas = {
  staff: 'staff@provider.example',
  owner: 'owner@isla.example',
  tipsManager: 'tips.manager@isla.example',
  viewer: 'viewer@costa.example',
  insuranceViewer: 'insurance.viewer@isla.example',
  nobody: 'nobody@isla.example',
} as const;

const personaArbitrary = fc.oneof(
  { weight: 12, arbitrary: fc.constant<string | null>(personas.staff) },
  { weight: 3, arbitrary: fc.constant<string | null>(personas.owner) },
  { weight: 1, arbitrary: fc.constant<string | null>(personas.tipsManager) },
  { weight: 1, arbitrary: fc.constant<string | null>(personas.viewer) },
  { weight: 1, arbitrary: fc.constant<string | null>(personas.insuranceViewer) },
  { weight: 1, arbitrary: fc.constant<string | null>(personas.nobody) },
  { weight: 1, arbitrary: fc.constant<string | null>(null) },
);

export type FuzzRequest = {
  operationId: string;
  as: string | null;
  /** Whether it was built to match the contract (it may still be refused: wrong company, state, permission). */
  kind: 'valid' | 'invalid';
  mutation: string | null;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A JSON value, or raw text when the mutation sends a malformed body. */
  payload: unknown;
  rawPayload: string | undefined;
};

type Parts = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
  hasBody: boolean;
};

const usDate = (iso: string): string => {
  const [year, month, day] = iso.split('-');
  return `${Number(month)}/${Number(day)}/${year}`;
};

/** Values of the demo data by field name, so generated requests reach records that exist. */
export function fixtureHints(f: Fixtures & { borinquen: string }): (name: string) => fc.Arbitrary<unknown> | undefined {
  const companies = [f.isla, f.costa, f.caribe, f.borinquen];
  const workers = [
    f.islaWorker.id,
    f.islaWorker2.id,
    f.costaWorker.id,
    f.islaInsured,
    f.caribeInsured,
    f.islaTip.workerId,
    f.caribeTip.workerId,
  ];
  const batches = [f.costaDraft.id, f.costaPending.id, f.costaInReview.id, f.costaApproved.id, f.borinquenBatch.id];
  const splits = [f.islaSplit.id, f.caribeSplit.id, ...(f.islaFailedSplit ? [f.islaFailedSplit.id] : [])];
  const tipDates = [f.islaTip.dateTip, f.caribeTip.dateTip, f.islaSplit.dateTip, f.islaHours.date];
  const groups = [
    f.islaWorker.workerGroupCode,
    f.islaPeriod.workerGroupCode,
    f.caribeTip.workerGroupCode,
    '103',
    '150',
    '501',
    '601',
  ];
  const byName: Record<string, fc.Arbitrary<unknown>> = {
    companyId: fc.constantFrom(...companies),
    workerId: fc.constantFrom(...workers),
    fromWorkerId: fc.constantFrom(...workers),
    workerIds: fc.uniqueArray(fc.constantFrom(...workers), { minLength: 1, maxLength: 3 }),
    workersIds: fc.uniqueArray(fc.constantFrom(...workers), { minLength: 1, maxLength: 3 }),
    toWorkerIds: fc.uniqueArray(fc.constantFrom(...workers), { minLength: 1, maxLength: 3 }),
    userId: fc.constantFrom(f.users.ewa, f.users.approver, f.users.creator),
    periodId: fc.constantFrom(f.islaPeriod.id, f.costaPeriod.id),
    periodIds: fc.constantFrom([f.islaPeriod.id], [f.costaPeriod.id], [f.islaPeriod.id, f.costaPeriod.id]),
    splitId: fc.constantFrom(...splits),
    id: fc.constantFrom(...batches),
    commissionBatchId: fc.constantFrom(...batches),
    planId: fc.constantFrom(f.costaPlan.id),
    deductionId: fc.constantFrom(f.islaDeduction.id, ...(f.costaDeduction ? [f.costaDeduction.id] : [])),
    notificationId: fc.constantFrom(
      ...[f.islaNotification?.id, f.costaNotification?.id].filter((id): id is string => typeof id === 'string'),
    ),
    tipId: fc.constantFrom(String(f.islaTip.id), String(f.caribeTip.id), String(f.islaHours.tipId)),
    workerGroupCode: fc.constantFrom(...groups),
    dateTip: fc.constantFrom(...tipDates),
    date: fc.constantFrom(...tipDates, ...tipDates.map(usDate)),
    startDate: fc.constantFrom('2026-10-01', '2026-11-01', f.islaTip.dateTip),
    endDate: fc.constantFrom('2026-10-31', '2026-11-15', f.islaTip.dateTip),
    email: fc.constantFrom(personas.staff, personas.owner, 'ewa@isla.example', 'approver@costa.example'),
    csv: csvArbitrary([f.islaWorker, f.islaWorker2, f.costaWorker]),
  };
  return (name) => byName[name];
}

/** Any generated value as query or path text (generated objects may lack a prototype, so no String()). */
const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return 'null';
  }
};

// Every column any upload reads, and cells that are right, nearly right and wrong.
const csvColumns = [
  'payrollFileNumber',
  'workerId',
  'amount',
  'code',
  'date',
  'plan',
  'type',
  'paymentMethod',
  'notes',
  'dealNumber',
  'brand',
  'dealType',
  'saleAmount',
  'grossProfit',
];
const csvCell = (known: string[]) =>
  fc.oneof(
    fc.constantFrom(...known),
    fc.constantFrom('12.34', '0.00', '-5.00', '$1,234.56', '99999999999999.99', '1e5', '0.001', '', ' ', 'NaN'),
    fc.constantFrom(
      '2026-11-10',
      '2026-02-30',
      '11/10/2026',
      '2099-01-01',
      'mcs',
      'delta',
      'payment',
      'debt',
      'adjustment',
      'additional-payment',
      'cash',
      'giro',
      'bitcoin',
      'new-vehicle',
      'parts',
      'Toyota',
      'EWA',
    ),
    fc.string({ maxLength: 12 }),
  );

function csvArbitrary(rows: { payrollFileNumber: string; workerId: string }[]): fc.Arbitrary<string> {
  const known = rows.flatMap((row) => [row.payrollFileNumber, row.workerId]);
  return fc
    .tuple(
      fc.shuffledSubarray(csvColumns, { minLength: 1 }),
      fc.array(fc.array(csvCell(known), { minLength: 14, maxLength: 14 }), { minLength: 0, maxLength: 6 }),
      fc.boolean(),
    )
    .map(([columns, cells, ragged]) =>
      [
        columns.join(','),
        ...cells.map((row, index) =>
          row
            .slice(0, ragged && index === 0 ? columns.length + 1 : columns.length)
            .map(quoteCsvField)
            .join(','),
        ),
      ].join('\n'),
    );
}

const serialise = (parameter: ContractParameter | undefined, value: unknown): [string, string][] => {
  if (value === undefined) return [];
  const name = parameter?.name ?? '';
  if (Array.isArray(value)) {
    return parameter?.explode === false
      ? [[name, value.map(textOf).join(',')]]
      : value.map((item) => [name, textOf(item)]);
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).map(([key, inner]) => [`${name}[${key}]`, textOf(inner)]);
  }
  return [[name, textOf(value)]];
};

/** Text put into the URL as it is, not percent-encoded: badly encoded sequences, overlong values. */
type RawUrlText = { param?: { name: string; text: string }; query?: string };

function toRequest(
  operation: ContractOperation,
  as: string | null,
  parts: Parts,
  kind: FuzzRequest['kind'],
  mutation: string | null,
  rawPayload?: string,
  rawUrl?: RawUrlText,
): FuzzRequest {
  const path = operation.path.replaceAll(/\{([^}]+)\}/g, (_match, name: string) =>
    rawUrl?.param?.name === name ? rawUrl.param.text : encodeURIComponent(textOf(parts.params[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query)) {
    const parameter = operation.parameters.find((p) => p.in === 'query' && p.name === name) ?? {
      name,
      in: 'query',
      required: false,
      schema: {},
      style: undefined,
      explode: undefined,
    };
    for (const [key, text] of serialise(parameter, value)) search.append(key, text);
  }
  const query = [search.toString(), rawUrl?.query ?? ''].filter(Boolean).join('&');
  return {
    operationId: operation.operationId,
    as,
    kind,
    mutation,
    method: operation.method.toUpperCase(),
    url: `/api${path}${query ? `?${query}` : ''}`,
    headers: parts.headers,
    payload: parts.hasBody ? parts.body : undefined,
    rawPayload,
  };
}

function validParts(operation: ContractOperation, context: ArbitraryContext): fc.Arbitrary<Parts> {
  const parameter = (p: ContractParameter) => {
    const value = propertyArbitrary(p.name, p.schema, context);
    return p.required ? value : fc.option(value, { nil: undefined, freq: 2 });
  };
  const group = (location: ContractParameter['in']) =>
    fc.record(
      Object.fromEntries(
        operation.parameters
          .filter(
            (p) =>
              p.in === location &&
              p.name.toLowerCase() !== 'x-requested-by' &&
              p.name.toLowerCase() !== 'idempotency-key',
          )
          .map((p) => [p.name, parameter(p)]),
      ),
    );
  const body = operation.requestBody;
  // Most keys are fresh; a few repeat, so replays and key reuse with another body happen too.
  const key = fc.oneof(
    { weight: 9, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom('fuzz-key-0000000001', 'fuzz-key-0000000002', 'fuzz-key-0000000003') },
  );
  return fc
    .record({
      params: group('path'),
      query: group('query'),
      headers: group('header'),
      key,
      body: body
        ? body.required
          ? arbitraryFor(body.schema, context)
          : fc.option(arbitraryFor(body.schema, context), { nil: undefined })
        : fc.constant(undefined),
    })
    .map(({ params, query, headers, key: chosen, body: value }) => {
      const headerValues: Record<string, string> = { 'x-requested-by': 'cuadre' };
      for (const [name, inner] of Object.entries(headers))
        if (inner !== undefined) headerValues[name.toLowerCase()] = textOf(inner);
      if (operation.idempotent) headerValues['idempotency-key'] = chosen;
      const strip = (record: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(record).filter(([, inner]) => inner !== undefined));
      return {
        params: strip(params),
        query: strip(query),
        headers: headerValues,
        body: value,
        hasBody: value !== undefined,
      };
    });
}

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'null',
    'undefined',
    'NaN',
    '1e309',
    "' OR 1=1 --",
    '"; drop table workers; --',
    '<script>alert(1)</script>',
    '\u0000',
    '\uD800',
    '../../etc/passwd',
    '%00',
    '=SUM(A1)',
    '𝟘𝟙',
    'a'.repeat(5000),
  ),
  fc.constantFrom(-1, 0, 1.5, -0.001, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 63, 10_000_000_001, -10_000_000_001),
  fc.constantFrom(true, false, null, [], {}, [null], { eq: null }, { $gt: '' }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 30, unit: 'binary' }),
);

/** Every place inside a JSON value, as a path of keys. */
function pathsOf(
  value: unknown,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  if (Array.isArray(value))
    value.forEach((inner, index) => {
      out.push([...prefix, index]);
      pathsOf(inner, [...prefix, index], out);
    });
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      out.push([...prefix, key]);
      pathsOf(inner, [...prefix, key], out);
    }
  }
  return out;
}

function setAt(
  root: unknown,
  path: (string | number)[],
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
): unknown {
  const copy = structuredClone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path.at(-1)!);
  return copy;
}

type Mutation = { name: string; pick: number; value: unknown };

const mutationNames = [
  'body-field-wrong-value',
  'body-field-removed',
  'body-unknown-field',
  'body-not-an-object',
  'body-malformed-json',
  'query-wrong-value',
  'query-unknown-or-nested',
  'query-repeated',
  'path-odd-value',
  'idempotency-key-bad',
  'csrf-header-missing',
  'content-type-wrong',
  'body-deep-json',
  'query-long',
  'headers-large',
  'path-bad-encoding',
  'query-bad-encoding',
] as const;

// Percent signs that decode to nothing (a lone `%`, non-hex digits, a cut-off or invalid UTF-8 sequence).
const badEncodings = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%FF', '%ED%A0%80', 'a%2', '%%41'];

function applyMutation(
  operation: ContractOperation,
  parts: Parts,
  mutation: Mutation,
): { parts: Parts; raw?: string; rawUrl?: RawUrlText } {
  const next: Parts = {
    ...parts,
    params: { ...parts.params },
    query: { ...parts.query },
    headers: { ...parts.headers },
  };
  const pickOf = <T>(items: T[]): T | undefined =>
    items.length === 0 ? undefined : items[mutation.pick % items.length];
  switch (mutation.name) {
    case 'body-field-wrong-value': {
      const path = pickOf(pathsOf(parts.body));
      if (!path) return { parts: { ...next, body: mutation.value, hasBody: true } };
      return {
        parts: {
          ...next,
          body: setAt(parts.body, path, (parent, key) => {
            parent[key] = mutation.value;
          }),
          hasBody: true,
        },
      };
    }
    case 'body-field-removed': {
      const path = pickOf(pathsOf(parts.body));
      if (!path) return { parts: { ...next, body: {}, hasBody: true } };
      return {
        parts: {
          ...next,
          body: setAt(parts.body, path, (parent, key) => {
            if (Array.isArray(parent)) parent.splice(Number(key), 1);
            else delete parent[key];
          }),
          hasBody: true,
        },
      };
    }
    case 'body-unknown-field': {
      const field = pickOf([
        'companyId',
        'role',
        'permissions',
        'status',
        'createdBy',
        'updatedAt',
        'total',
        'isInternal',
        'constructor',
        'prototype',
        'zz-unknown',
      ]);
      const base =
        typeof parts.body === 'object' && parts.body !== null && !Array.isArray(parts.body) ? parts.body : {};
      return { parts: { ...next, body: { ...base, [field!]: mutation.value }, hasBody: true } };
    }
    case 'body-not-an-object':
      return { parts: { ...next, body: pickOf<unknown>(['text', 42, [], [parts.body], true]), hasBody: true } };
    case 'body-malformed-json': {
      const raw = pickOf([
        '{',
        '{"a":',
        '[1,2',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        'null',
        '"\\ud800"',
        `{"a":${'['.repeat(2000)}`,
      ]);
      next.headers['content-type'] = 'application/json';
      return { parts: { ...next, hasBody: false }, raw };
    }
    case 'query-wrong-value': {
      const names = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const name = pickOf(names) ?? 'companyId';
      next.query[name] = mutation.value;
      return { parts: next };
    }
    case 'query-unknown-or-nested': {
      const name = pickOf(['zz', 'companyId', 'limit', 'page', 'workerGroupCode']) ?? 'zz';
      next.query[name] = pickOf<unknown>([
        { a: { b: { c: 'd' } } },
        { eq: ['x', 'y'] },
        { ne: 'x' },
        ['1', '2', '3'],
        { $where: '1' },
      ]);
      return { parts: next };
    }
    case 'query-repeated': {
      const names = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const name = pickOf(names) ?? 'limit';
      next.query[name] = [textOf(parts.query[name] ?? '1'), textOf(mutation.value)];
      return { parts: next };
    }
    case 'path-odd-value': {
      const names = Object.keys(parts.params);
      const name = pickOf(names);
      if (!name) return { parts: next };
      next.params[name] = pickOf([
        '..',
        '../..',
        'a'.repeat(300),
        ' ',
        '\u0000',
        'ñ',
        '%',
        '0',
        '-1',
        textOf(mutation.value),
      ]);
      return { parts: next };
    }
    case 'idempotency-key-bad':
      if (pickOf([true, false])) delete next.headers['idempotency-key'];
      else next.headers['idempotency-key'] = pickOf(['short', ' ', 'x'.repeat(300), 'ключ-ключ-ключ-ключ'])!;
      return { parts: next };
    case 'csrf-header-missing':
      delete next.headers['x-requested-by'];
      return { parts: next };
    case 'content-type-wrong':
      next.headers['content-type'] = pickOf([
        'text/plain',
        'application/xml',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
      ])!;
      return { parts: next, raw: typeof parts.body === 'string' ? parts.body : JSON.stringify(parts.body ?? {}) };
    case 'body-deep-json': {
      // Deep enough to overflow any recursive walk of the parsed value, yet a few kilobytes on the wire.
      const depth = pickOf([5_000, 6_000, 12_000])!;
      const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      next.headers['content-type'] = 'application/json';
      return {
        parts: { ...next, hasBody: false },
        raw: pickOf([`{"a":${nested}}`, nested, `{"companyId":{"eq":${nested}}}`])!,
      };
    }
    case 'query-long': {
      // Under and over the 16 KiB a URL may take.
      const name = pickOf(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name)) ?? 'zz';
      next.query[name] = 'a'.repeat(pickOf([9_000, 17_000, 40_000])!);
      return { parts: next };
    }
    case 'headers-large': {
      // Under and over the 16 KiB of headers, as one long header or many.
      const [count, size] = pickOf<[number, number]>([
        [20, 400],
        [60, 400],
        [1, 17_000],
        [300, 100],
      ])!;
      for (let index = 0; index < count; index += 1) next.headers[`x-fuzz-${index}`] = 'v'.repeat(size);
      return { parts: next };
    }
    case 'path-bad-encoding': {
      const name = pickOf(Object.keys(parts.params));
      const text = pickOf(badEncodings)!;
      // Without a path parameter the query carries it.
      return name
        ? { parts: next, rawUrl: { param: { name, text } } }
        : { parts: next, rawUrl: { query: `companyId=${text}` } };
    }
    case 'query-bad-encoding': {
      const name = pickOf(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name)) ?? 'zz';
      const text = pickOf(badEncodings)!;
      return { parts: next, rawUrl: { query: pickOf([`${name}=${text}`, `${text}=1`, `${name}%5B${text}%5D=x`])! } };
    }
    default:
      return { parts: next };
  }
}

/** Requests for one operation: three in five built from its schemas, two in five broken on purpose. */
export function requestArbitrary(
  operation: ContractOperation,
  contract: Contract,
  hint: ArbitraryContext['hint'],
): fc.Arbitrary<FuzzRequest> {
  const context: ArbitraryContext = { schemas: contract.schemas, ...(hint ? { hint } : {}) };
  const valid = validParts(operation, context);
  const mutation = fc.record({ name: fc.constantFrom(...mutationNames), pick: fc.nat(), value: nastyValue });
  const maybe = fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: mutation });
  return fc.tuple(personaArbitrary, valid, maybe).map(([as, parts, change]) => {
    if (!change) return toRequest(operation, as, parts, 'valid', null);
    const { parts: broken, raw, rawUrl } = applyMutation(operation, parts, change);
    return toRequest(operation, as, broken, 'invalid', change.name, raw, rawUrl);
  });
}
