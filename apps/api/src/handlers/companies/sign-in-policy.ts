// Whom a company asks for a second factor at sign-in (`companies.second_factor_required_for`). The sign-in itself
// reads the rule; here a super-admin of the company, or internal staff, reads and changes it.
import { eq } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { can, DEFAULT_COMPANY_FEATURES } from '@cuadre/domain';
import { companies } from '../../db/schema/index.ts';
import { secondFactorScopes, type SecondFactorScope } from '../../db/schema/values.ts';
import { isInternal } from '../../server/authorization.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { forbidden, notFound } from '../../server/problem.ts';
import { requireRecentSignIn } from '../../server/step-up.ts';

type SignInPolicy = components['schemas']['SignInPolicy'];

/** The scopes in one order, whatever order they were sent or stored in, so that a change compares as sets. */
const inOrder = (scopes: readonly string[]): SecondFactorScope[] =>
  secondFactorScopes.filter((scope) => scopes.includes(scope));

const policyOut = (scopes: readonly string[]): SignInPolicy => ({ secondFactorRequiredFor: inOrder(scopes) });

export const signInPolicyHandlers = {
  async getSignInPolicy({ db, companyId }) {
    const [row] = await db
      .select({ scopes: companies.secondFactorRequiredFor })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!row) throw notFound('The company');
    return { status: 200, body: policyOut(row.scopes) };
  },

  async updateSignInPolicy({ body, auth, db, audit, now, companyId }) {
    if (!can('settings.sign-in-policy.edit', auth.user, { features: DEFAULT_COMPANY_FEATURES }) && !isInternal(auth)) {
      throw forbidden(
        'Only a super-admin of the company or the provider\u2019s staff chooses who must use two-step sign-in.',
      );
    }
    const wanted = inOrder(body.secondFactorRequiredFor);
    const saved = await db.transaction(async (tx) => {
      // The company row is locked so that two changes at once are compared one after the other.
      const [row] = await tx
        .select({ scopes: companies.secondFactorRequiredFor })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('update');
      if (!row) throw notFound('The company');
      const before = inOrder(row.scopes);
      const narrowed = before.some((scope) => !wanted.includes(scope));
      const widened = wanted.some((scope) => !before.includes(scope));
      // Asking fewer people for a second factor weakens every later sign-in: it needs a recent one, as bank details do.
      if (narrowed) requireRecentSignIn(auth, now, 'ask fewer people for two-step sign-in');
      if (!narrowed && !widened) return before;
      await tx.update(companies).set({ secondFactorRequiredFor: wanted }).where(eq(companies.id, companyId));
      await audit(
        {
          companyId,
          entity: 'company',
          entityId: companyId,
          action: 'updateSignInPolicy',
          before: { secondFactorRequiredFor: before },
          after: { secondFactorRequiredFor: wanted },
        },
        tx,
      );
      return wanted;
    });
    return { status: 200, body: policyOut(saved) };
  },
} satisfies Partial<Handlers>;
