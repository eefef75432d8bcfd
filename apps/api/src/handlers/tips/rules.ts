import { and, asc, eq, inArray } from 'drizzle-orm';
import { validateTipRules } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { companies, tipRoleRules, tipRules, workers } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { unprocessable } from '../../server/problem.ts';
import { inGroup, readGroup, requireGroup, type TipGroup } from './group.ts';
import type { Schemas } from './mappers.ts';

/** The job codes of a group and what each may do. */
export const roleRulesOf = (db: Db, group: TipGroup) =>
  db
    .select()
    .from(tipRoleRules)
    .where(and(...inGroup(tipRoleRules, group)));

function roleRulesOut(group: TipGroup, rows: (typeof tipRoleRules.$inferSelect)[]): Schemas['RoleRules'] {
  const list = (flag: 'tipUser' | 'report' | 'payable') =>
    rows
      .filter((row) => row[flag])
      .sort((a, b) => a.jobcode - b.jobcode)
      .map((row) => ({ jobcode: row.jobcode, name: row.name }));
  const { companyId, workerGroupCode } = group;
  return {
    companyId,
    workerGroupCode,
    tipUserRoles: list('tipUser'),
    reportRoles: list('report'),
    payableRoles: list('payable'),
  };
}

async function ruleSetOut(db: Db, group: TipGroup): Promise<Schemas['TipRuleSet']> {
  // The group's rule set is the rules its tip workers share; each role appears once.
  const { role, automaticDisbursement, accumulateTips, allowsFullSplit } = tipRules;
  const rows = await db
    .select({ role, automaticDisbursement, accumulateTips, allowsFullSplit })
    .from(tipRules)
    .innerJoin(workers, eq(workers.id, tipRules.workerId))
    .where(and(...inGroup(workers, group)))
    .orderBy(asc(tipRules.role), asc(tipRules.createdAt));
  const byRole = new Map<string, Schemas['TipRule']>();
  for (const row of rows) if (!byRole.has(row.role)) byRole.set(row.role, row);
  return { companyId: group.companyId, workerGroupCode: group.workerGroupCode, tipRules: [...byRole.values()] };
}

/** Replacing a whole set of rules: concurrent saves for one company wait their turn instead of inserting twice. */
const lockCompany = (tx: Db, companyId: string) =>
  tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');

/** A group's IRSI role rules (which job codes take tips, report and get paid) and its tip rules per role. */
export const tipRuleHandlers = {
  async getIrsiRoleRules({ query, scope, auth, db }) {
    const group = await requireGroup(db, scope, auth, query.workerGroupCode);
    return { status: 200, body: roleRulesOut(group, await roleRulesOf(db, group)) };
  },

  async updateIrsiRoleRules({ body, scope, auth, db, audit, companyId }) {
    const group = await requireGroup(db, scope, auth, body.workerGroupCode, companyId);
    const lists = { tipUserRoles: body.tipUserRoles, reportRoles: body.reportRoles, payableRoles: body.payableRoles };
    const errors = Object.entries(lists).flatMap(([list, roles]) =>
      roles.flatMap((role, index) =>
        roles.findIndex((other) => other.jobcode === role.jobcode) === index
          ? []
          : [{ pointer: `/body/${list}/${index}/jobcode`, message: `The job code ${role.jobcode} appears twice.` }],
      ),
    );
    const names = new Map<number, string>();
    for (const role of [...body.tipUserRoles, ...body.reportRoles, ...body.payableRoles]) {
      const seen = names.get(role.jobcode);
      if (seen !== undefined && seen !== role.name)
        errors.push({
          pointer: '/body',
          message: `The job code ${role.jobcode} has two names: ${seen} and ${role.name}.`,
        });
      names.set(role.jobcode, role.name);
    }
    if (errors.length > 0) throw unprocessable('The role rules break a rule.', errors);
    const before = await roleRulesOf(db, group);
    const rows = await db.transaction(async (tx) => {
      await lockCompany(tx, group.companyId);
      await tx.delete(tipRoleRules).where(and(...inGroup(tipRoleRules, group)));
      const values = [...names.entries()].map(([jobcode, name]) => ({
        companyId: group.companyId,
        workerGroupCode: group.workerGroupCode,
        jobcode,
        name,
        tipUser: body.tipUserRoles.some((r) => r.jobcode === jobcode),
        report: body.reportRoles.some((r) => r.jobcode === jobcode),
        payable: body.payableRoles.some((r) => r.jobcode === jobcode),
      }));
      const saved = values.length > 0 ? await tx.insert(tipRoleRules).values(values).returning() : [];
      const entry = { companyId: group.companyId, entity: 'role-rules', entityId: group.workerGroupCode };
      await audit({ ...entry, action: 'updateIrsiRoleRules', before: roleRulesOut(group, before), after: lists }, tx);
      return saved;
    });
    return { status: 200, body: roleRulesOut(group, rows) };
  },

  async getTipRules({ query, auth, db, companyId }) {
    return { status: 200, body: await ruleSetOut(db, readGroup(auth, companyId, query.workerGroupCode)) };
  },

  async updateTipRules({ body, scope, auth, db, audit, companyId }) {
    const group = await requireGroup(db, scope, auth, body.workerGroupCode, companyId);
    const errors = validateTipRules(body.tipRules, '/body/tipRules');
    if (errors.length > 0)
      throw unprocessable(
        'The tip rules break a rule.',
        errors.map((e) => ({ pointer: e.path, message: e.message })),
      );
    const before = await ruleSetOut(db, group);
    await db.transaction(async (tx) => {
      await lockCompany(tx, group.companyId);
      const members = await tx
        .select({ id: workers.id })
        .from(workers)
        .where(and(...inGroup(workers, group), eq(workers.tipsEnabled, true)));
      const ids = members.map((m) => m.id);
      if (ids.length > 0) {
        await tx.delete(tipRules).where(inArray(tipRules.workerId, ids));
        if (body.tipRules.length > 0)
          await tx
            .insert(tipRules)
            .values(ids.flatMap((workerId) => body.tipRules.map((rule) => ({ workerId, ...rule }))));
      }
      const entry = { companyId: group.companyId, entity: 'tip-rules', entityId: group.workerGroupCode };
      await audit(
        {
          ...entry,
          action: 'updateTipRules',
          before: { tipRules: before.tipRules },
          after: { tipRules: body.tipRules },
        },
        tx,
      );
    });
    return {
      status: 200,
      body: { companyId: group.companyId, workerGroupCode: group.workerGroupCode, tipRules: body.tipRules },
    };
  },
} satisfies Partial<Handlers>;
