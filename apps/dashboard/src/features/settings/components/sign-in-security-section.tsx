import type { components } from '@cuadre/api-client';
import { Alert, Button, Card, Checkbox, Inline, Stack, Text, useToast } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useSettingsApi } from '../api/settings-api.ts';
import { useSettingsSession } from '../hooks/use-settings-session.ts';
import type { SettingsMessageKey } from '../messages.ts';
import { useSettingsT } from '../messages.ts';
import { SectionError, SectionSkeleton } from './section-states.tsx';
import { needsRecentSignIn, SignInAgain } from '../../../shared/session/sign-in-again.tsx';
import * as styles from './settings.css.ts';

type SecondFactorScope = components['schemas']['SecondFactorScope'];

const POLICY_PATH = '/companies/{companyId}/sign-in-policy';
// In the order the page lists them; the API answers them in the same order.
const SCOPES = ['super-admin', 'bank-details'] as const satisfies readonly SecondFactorScope[];

// Whom the company asks for two-step sign-in: super-admins, people who can change bank details (the provider's staff always).
export function SignInSecuritySection() {
  const session = useSettingsSession();
  const { query } = useSettingsApi();
  const policy = query.useQuery('get', '/companies/{companyId}/sign-in-policy', {
    params: { path: { companyId: session.companyId } },
  });
  if (policy.isPending) return <SectionSkeleton rows={1} />;
  if (policy.isError) return <SectionError onRetry={() => void policy.refetch()} />;
  // Keyed by what the server holds, so a save (or another person's, read again) opens the form on the new list.
  return (
    <Stack space="medium">
      <PolicyForm
        key={policy.data.secondFactorRequiredFor.join()}
        saved={policy.data.secondFactorRequiredFor}
        editable={session.canEditSignInPolicy}
      />
    </Stack>
  );
}

function PolicyForm({ saved, editable }: { saved: SecondFactorScope[]; editable: boolean }) {
  const t = useSettingsT();
  const session = useSettingsSession();
  const { client } = useSettingsApi();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [chosen, setChosen] = useState<SecondFactorScope[]>(saved);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [signInAgain, setSignInAgain] = useState(false);
  const changed = SCOPES.some((scope) => chosen.includes(scope) !== saved.includes(scope));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSignInAgain(false);
    setSaving(true);
    const { error } = await client.PUT('/companies/{companyId}/sign-in-policy', {
      params: { path: { companyId: session.companyId } },
      body: { secondFactorRequiredFor: SCOPES.filter((scope) => chosen.includes(scope)) },
    });
    setSaving(false);
    if (error) {
      if (needsRecentSignIn(error)) setSignInAgain(true);
      else setProblem(error.detail ?? error.title);
      return;
    }
    toast({ variant: 'success', title: t('settings.security.saved') });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', POLICY_PATH] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/companies/{companyId}/audit-events'] }),
    ]);
  };

  return (
    <Card
      title={t('settings.security.title')}
      description={editable ? t('settings.security.description') : t('settings.security.readOnly')}
      headingLevel={2}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('settings.security.title')}>
        <Stack space="medium">
          {signInAgain ? (
            <SignInAgain
              title={t('settings.signInAgain.title')}
              description={t('settings.signInAgain.description')}
              action={t('settings.signInAgain.action')}
            />
          ) : null}
          {problem ? (
            <Alert tone="critical" title={t('settings.saveFailed')}>
              {problem}
            </Alert>
          ) : null}
          <fieldset className={styles.fieldset}>
            <legend>
              <Text weight="semibold">{t('settings.security.requiredFor')}</Text>
            </legend>
            {SCOPES.map((scope) => (
              <Checkbox
                key={scope}
                checked={chosen.includes(scope)}
                disabled={!editable || saving}
                onChange={(checked) => {
                  setSignInAgain(false);
                  setChosen((previous) => (checked ? [...previous, scope] : previous.filter((item) => item !== scope)));
                }}
              >
                {t(`settings.security.scope.${scope}` as SettingsMessageKey)}
              </Checkbox>
            ))}
            <Text as="p" size="xsmall" tone="muted">
              {t('settings.security.staffNote')}
            </Text>
            <Text as="p" size="xsmall" tone="muted">
              {t('settings.security.nextSignIn')}
            </Text>
          </fieldset>
          {editable ? (
            <Inline space="xsmall" align="right">
              <Button
                variant="ghost"
                disabled={!changed || saving}
                onClick={() => {
                  setChosen(saved);
                  setProblem(null);
                  setSignInAgain(false);
                }}
              >
                {t('settings.reset')}
              </Button>
              <Button type="submit" loading={saving} disabled={!changed}>
                {t('settings.save')}
              </Button>
            </Inline>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
