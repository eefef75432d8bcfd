import { Alert, Badge, Box, Button, ConfirmDialog, Heading, Stack, Text, useToast } from '@cuadre/ui';
import { useState } from 'react';
import { useSettingsApi } from '../api/settings-api.ts';
import { useSettingsSession } from '../hooks/use-settings-session.ts';
import { useSettingsT } from '../messages.ts';
import type { DashboardUser } from '../utils/user-form.ts';
import { userName } from '../utils/user-form.ts';
import { needsRecentSignIn, SignInAgain } from '../../../shared/session/sign-in-again.tsx';

type Reset = 'two-step' | 'identity';

const RESET_PATHS = {
  'two-step': '/external-users/{userId}/reset-two-step',
  identity: '/external-users/{userId}/reset-provider-identity',
} as const satisfies Record<Reset, string>;

type SignInState = { twoStepEnabled: boolean; providerIdentityBound: boolean };
const stateOf = (user: DashboardUser): SignInState => ({
  twoStepEnabled: user.twoStepEnabled === true,
  providerIdentityBound: user.providerIdentityBound === true,
});

// How a user signs in, in their drawer: two-step sign-in on or off, the identity at the provider linked or not, and
// for a super-admin (or the provider's staff) the resets of each, confirmed first and needing a recent sign-in.
export function UserSignIn({ user, onReset }: { user: DashboardUser; onReset: () => Promise<void> }) {
  const t = useSettingsT();
  const session = useSettingsSession();
  const { client } = useSettingsApi();
  const { toast } = useToast();
  const [state, setState] = useState<SignInState>(() => stateOf(user));
  const [confirming, setConfirming] = useState<Reset | null>(null);
  const [saving, setSaving] = useState(false);
  const [signInAgain, setSignInAgain] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const mayReset = session.canResetSignIn(user);
  const name = userName(user);

  const open = (what: Reset) => {
    setProblem(null);
    setSignInAgain(false);
    setConfirming(what);
  };

  const reset = async (what: Reset) => {
    setSaving(true);
    setSignInAgain(false);
    const { data, error } = await client.POST(RESET_PATHS[what], {
      params: { path: { userId: user.id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
    });
    setSaving(false);
    if (error) {
      // The dialog stays open with the offer to sign in again; anything else closes it and says what went wrong.
      if (needsRecentSignIn(error)) {
        setSignInAgain(true);
        return;
      }
      setConfirming(null);
      setProblem(error.detail ?? error.title);
      return;
    }
    setConfirming(null);
    setState(stateOf(data));
    toast({
      variant: 'success',
      title:
        what === 'two-step'
          ? t('settings.users.resetTwoStepDone', { name })
          : t('settings.users.resetIdentityDone', { name }),
    });
    await onReset();
  };

  const dialog = (what: Reset) => (
    <ConfirmDialog
      open={confirming === what}
      onOpenChange={(next) => {
        if (!next) setConfirming(null);
      }}
      title={
        what === 'two-step'
          ? t('settings.users.resetTwoStepTitle', { name })
          : t('settings.users.resetIdentityTitle', { name })
      }
      description={
        what === 'two-step'
          ? t('settings.users.resetTwoStepDescription', { name })
          : t('settings.users.resetIdentityDescription', { email: user.email })
      }
      confirmLabel={what === 'two-step' ? t('settings.users.resetTwoStep') : t('settings.users.resetIdentity')}
      cancelLabel={t('settings.cancel')}
      destructive
      loading={saving}
      onConfirm={() => void reset(what)}
    >
      {signInAgain ? (
        <SignInAgain
          title={t('settings.signInAgain.title')}
          description={t('settings.signInAgain.description')}
          action={t('settings.signInAgain.action')}
        />
      ) : null}
    </ConfirmDialog>
  );

  return (
    <section aria-label={t('settings.users.signIn')}>
      <Heading level={4} as="h3">
        {t('settings.users.signIn')}
      </Heading>
      {problem ? (
        <Alert tone="critical" title={t('settings.saveFailed')}>
          {problem}
        </Alert>
      ) : null}
      <Box as="dl" display="flex" flexDirection="column" gap="small">
        <Stack space="xxsmall">
          <Text as="dt" tone="muted">
            {t('settings.users.signIn.twoStep')}
          </Text>
          <Box as="dd" display="flex" flexWrap="wrap" alignItems="center" gap="xsmall">
            <Badge tone={state.twoStepEnabled ? 'positive' : 'neutral'}>
              {state.twoStepEnabled ? t('settings.users.twoStep.on') : t('settings.users.twoStep.off')}
            </Badge>
            {mayReset && state.twoStepEnabled ? (
              <Button variant="outline" size="sm" onClick={() => open('two-step')}>
                {t('settings.users.resetTwoStep')}
              </Button>
            ) : null}
          </Box>
        </Stack>
        <Stack space="xxsmall">
          <Text as="dt" tone="muted">
            {t('settings.users.signIn.identity')}
          </Text>
          <Box as="dd" display="flex" flexWrap="wrap" alignItems="center" gap="xsmall">
            <Badge tone={state.providerIdentityBound ? 'info' : 'neutral'}>
              {state.providerIdentityBound ? t('settings.users.signIn.linked') : t('settings.users.signIn.notLinked')}
            </Badge>
            {state.providerIdentityBound ? null : (
              <Text size="xsmall" tone="muted">
                {t('settings.users.signIn.notLinkedHint')}
              </Text>
            )}
            {mayReset && state.providerIdentityBound ? (
              <Button variant="outline" size="sm" onClick={() => open('identity')}>
                {t('settings.users.resetIdentity')}
              </Button>
            ) : null}
          </Box>
        </Stack>
      </Box>
      {dialog('two-step')}
      {dialog('identity')}
    </section>
  );
}
