import type { DataTableColumn } from '@cuadre/ui';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  DataTable,
  Drawer,
  EmptyState,
  Heading,
  Inline,
  Select,
  Stack,
  Switch,
  Text,
  TextField,
  useToast,
  Tiles,
} from '@cuadre/ui';
import type { Permission } from '@cuadre/domain';
import {
  fieldErrorSentence,
  formatDateTime,
  hasPermission,
  isPermission,
  isRole,
  PERMISSIONS,
  ROLES,
} from '@cuadre/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useCompany } from '../api/company-query.ts';
import { useSettingsApi } from '../api/settings-api.ts';
import { useSettingsSession } from '../hooks/use-settings-session.ts';
import type { SettingsMessageKey } from '../messages.ts';
import { useSettingsT } from '../messages.ts';
import { needsRecentSignIn, SignInAgain } from '../../../shared/session/sign-in-again.tsx';
import type { DashboardUser, UserDraft, UserField, UserProblem } from '../utils/user-form.ts';
import {
  brandListOf,
  emptyUserDraft,
  groupFieldsOf,
  reachDepartments,
  sameTitles,
  titleKey,
  userDraftOf,
  userName,
  userProblemsOf,
  validateUserDraft,
} from '../utils/user-form.ts';
import { AuditChanges, useAuditActionLabel } from './audit-changes.tsx';
import { UserSignIn } from './user-sign-in.tsx';
import * as styles from './settings.css.ts';

const USERS_PATH = '/external-users';
const PAGE_SIZE = 25;
const STATUSES = ['active', 'invited', 'disabled'] as const;
const statusTone = { active: 'positive', invited: 'info', disabled: 'neutral' } as const;

// The company's dashboard users: search, filter, invite, change access, disable and enable (§6, issue 16), and how
// each signs in (two-step sign-in, the identity at the provider) with the resets of both.
export function UsersSection() {
  const t = useSettingsT();
  const session = useSettingsSession();
  const { query } = useSettingsApi();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string>('all');
  const [role, setRole] = useState<string>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<DashboardUser | 'new' | null>(null);
  const users = query.useQuery('get', '/external-users', {
    params: {
      query: {
        companyId: { eq: session.companyId },
        ...(search.trim() === '' ? {} : { email: { like: search.trim() } }),
        ...(status === 'all' ? {} : { status: { eq: status } }),
        ...(role === 'all' ? {} : { role: { eq: role } }),
        page,
        limit: PAGE_SIZE,
      },
    },
  });
  // A user's seven columns at 1,280 px, each whole in both languages: the e-mail under the name, the permissions
  // under the role (a long list of them is cut, whole in its title and in the user's drawer).
  const columns: DataTableColumn<DashboardUser>[] = [
    {
      id: 'name',
      header: t('settings.users.col.user'),
      value: (row) => userName(row),
      secondary: (row) => row.email,
      width: 220,
    },
    {
      id: 'role',
      header: t('settings.users.col.rolePermissions'),
      value: (row) => t(`settings.users.role.${row.role}` as SettingsMessageKey),
      secondary: (row) =>
        row.permissions
          .map((permission) => t(`settings.users.permission.${permission}` as SettingsMessageKey))
          .join(', '),
    },
    {
      id: 'groups',
      header: t('settings.users.col.groups'),
      value: (row) =>
        row.workerGroupCodes.length > 0
          ? row.workerGroupCodes.join(', ')
          : (row.workerGroupCode ?? t('settings.users.allGroups')),
      width: 145,
    },
    {
      id: 'brandsView',
      header: t('settings.users.col.brandsView'),
      value: (row) => (row.brandsView ? t('settings.yes') : t('settings.no')),
      width: 100,
    },
    {
      id: 'twoStep',
      header: t('settings.users.col.twoStep'),
      value: (row) => (row.twoStepEnabled === true ? 1 : 0),
      cell: (row) =>
        row.twoStepEnabled === true ? (
          <Badge tone="positive">{t('settings.users.twoStep.on')}</Badge>
        ) : (
          <Badge tone="neutral">{t('settings.users.twoStep.off')}</Badge>
        ),
      width: 105,
    },
    {
      id: 'lastSignIn',
      header: t('settings.users.col.lastSignIn'),
      value: (row) => row.lastSignInAt ?? '',
      cell: (row) => (row.lastSignInAt ? formatDateTime(row.lastSignInAt, session.locale) : t('settings.users.never')),
      // "17 nov 2026, 10:39 a. m." whole.
      width: 200,
    },
    {
      id: 'status',
      header: t('settings.users.col.status'),
      value: (row) => row.status,
      cell: (row) => (
        <Badge tone={statusTone[row.status]}>{t(`settings.users.status.${row.status}` as SettingsMessageKey)}</Badge>
      ),
      width: 120,
    },
  ];
  const total = users.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Stack space="medium">
      <Card
        title={t('settings.users.cardTitle')}
        description={session.canManageUsers ? undefined : t('settings.users.readOnly')}
        headingLevel={2}
        actions={
          session.canManageUsers ? (
            <Button onClick={() => setOpen('new')}>{t('settings.users.invite')}</Button>
          ) : undefined
        }
      >
        <DataTable
          label={t('settings.users.title')}
          columns={columns}
          data={users.data?.items ?? []}
          getRowId={(row) => row.id}
          status={users.isPending ? 'loading' : users.isError ? 'error' : 'success'}
          errorMessage={t('settings.loadErrorDescription')}
          onRetry={() => void users.refetch()}
          onRowClick={(row) => setOpen(row)}
          labels={{ retry: t('settings.retry') }}
          empty={<EmptyState title={t('settings.users.empty')} description={t('settings.users.emptyDescription')} />}
          pagination={pageCount > 1 ? { page, pageCount, onPageChange: setPage } : undefined}
          toolbar={
            <Inline space="small" alignY="bottom">
              <TextField
                label={t('settings.users.search')}
                type="search"
                value={search}
                onChange={(value) => {
                  setSearch(value);
                  setPage(1);
                }}
              />
              <Select
                label={t('settings.users.filterStatus')}
                value={status}
                onValueChange={(value) => {
                  setStatus(value);
                  setPage(1);
                }}
                options={[
                  { value: 'all', label: t('settings.users.all') },
                  ...STATUSES.map((value) => ({
                    value,
                    label: t(`settings.users.status.${value}` as SettingsMessageKey),
                  })),
                ]}
              />
              <Select
                label={t('settings.users.filterRole')}
                value={role}
                onValueChange={(value) => {
                  setRole(value);
                  setPage(1);
                }}
                options={[
                  { value: 'all', label: t('settings.users.all') },
                  ...ROLES.map((value) => ({ value, label: t(`settings.users.role.${value}` as SettingsMessageKey) })),
                ]}
              />
            </Inline>
          }
        />
      </Card>
      {open !== null ? <UserDrawer user={open === 'new' ? null : open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}

function UserDrawer({ user, onClose }: { user: DashboardUser | null; onClose: () => void }) {
  const t = useSettingsT();
  const session = useSettingsSession();
  const { client, query } = useSettingsApi();
  const queryClient = useQueryClient();
  const company = useCompany();
  const { toast } = useToast();
  const [draft, setDraft] = useState<UserDraft>(() => (user ? userDraftOf(user) : emptyUserDraft));
  const [errors, setErrors] = useState<Partial<Record<UserField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [signInAgain, setSignInAgain] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const actionLabel = useAuditActionLabel();
  const editable = session.canManageUsers;
  const isSelf = user?.id === session.user.id;
  const history = query.useQuery(
    'get',
    '/companies/{companyId}/audit-events',
    {
      params: {
        path: { companyId: session.companyId },
        query: { entityType: 'dashboard-user', entityId: user?.id ?? '', limit: 10 },
      },
    },
    { enabled: user !== null && editable },
  );
  // The company's brands, departments and titles as the admin sees them (§7 listBrands), to choose the user's from.
  const brands = query.useQuery(
    'get',
    '/compensation/brands',
    { params: { query: { companyId: session.companyId, email: session.user.email } } },
    { enabled: editable, staleTime: 60_000 },
  );
  const messages = {
    required: t('settings.error.required'),
    email: t('settings.users.error.email'),
    permissions: t('settings.users.error.permissions'),
  };
  const problemText = (found: UserProblem): string => {
    switch (found.kind) {
      case 'field':
        return fieldErrorSentence(found.error, t(`settings.users.${found.field}`), session.locale);
      case 'unknown-title':
        return t('settings.users.error.unknownTitle', { title: found.title });
      case 'unknown-group':
        return t('settings.users.error.unknownGroup', { code: found.code });
      case 'not-held':
        return t('settings.users.error.notHeld', {
          permissions: found.permissions
            .map((permission) =>
              isPermission(permission)
                ? t(`settings.users.permission.${permission}` as SettingsMessageKey)
                : permission,
            )
            .join(', '),
        });
      case 'super-admin-only':
        return t('settings.users.error.superAdminOnly');
      case 'own-super-admin':
        return t('settings.users.error.ownSuperAdmin');
      case 'taken':
        return t('settings.users.error.taken');
      default:
        return found satisfies never;
    }
  };
  const fieldMessage = { firstName: t('settings.users.error.firstName'), lastName: t('settings.users.error.lastName') };

  const refreshUsers = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', USERS_PATH] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/companies/{companyId}/audit-events'] }),
    ]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSignInAgain(false);
    const found = validateUserDraft(draft);
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, code]) => [
          field,
          code === 'required' ? fieldMessage[field as 'firstName' | 'lastName'] : messages[code],
        ]),
      ),
    );
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    // Titles are sent when chosen (an invitation) or changed (an edit): a save that leaves them alone rewrites nothing.
    const held = user?.brands ?? [];
    const titlesChanged = !sameTitles(draft.titles, user ? userDraftOf(user).titles : []);
    const access = {
      role: draft.role,
      permissions: draft.permissions,
      ...groupFieldsOf(draft),
      brandsView: draft.brandsView,
      ...(titlesChanged ? { brands: brandListOf(draft.titles, held) } : {}),
    };
    const { data, error } = user
      ? await client.PATCH('/external-users/{userId}', {
          params: { path: { userId: user.id } },
          body: { firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), ...access },
        })
      : await client.POST('/external-users', {
          body: {
            companyId: session.companyId,
            email: draft.email.trim().toLowerCase(),
            firstName: draft.firstName.trim(),
            lastName: draft.lastName.trim(),
            ...access,
          },
        });
    setSaving(false);
    if (error) {
      if (needsRecentSignIn(error)) {
        setSignInAgain(true);
        return;
      }
      // Each refusal the page can place goes under its field, in the reader's language; the alert keeps the API's words.
      const byField: Partial<Record<UserField, string>> = {};
      for (const found of userProblemsOf(error)) byField[found.field] ??= problemText(found);
      setErrors(byField);
      setProblem(error.detail ?? error.title);
      return;
    }
    toast({
      variant: 'success',
      title: user
        ? t('settings.users.updated', { name: userName(data) })
        : t('settings.users.invited', { email: data.email }),
    });
    await refreshUsers();
    onClose();
  };

  const toggleStatus = async () => {
    if (!user) return;
    setSaving(true);
    const params = { path: { userId: user.id }, header: { 'Idempotency-Key': crypto.randomUUID() } };
    const { error } =
      user.status === 'disabled'
        ? await client.POST('/external-users/{userId}/enable', { params })
        : await client.POST('/external-users/{userId}/disable', { params });
    setSaving(false);
    setConfirming(false);
    if (error) {
      setProblem(error.detail ?? error.title);
      return;
    }
    toast({
      variant: 'success',
      title:
        user.status === 'disabled'
          ? t('settings.users.enabled', { name: userName(user) })
          : t('settings.users.disabled', { name: userName(user) }),
    });
    await refreshUsers();
    onClose();
  };

  const title = user ? t('settings.users.edit', { name: userName(user) }) : t('settings.users.invite');
  const text = (field: 'email' | 'firstName' | 'lastName', disabled = false) => (
    <TextField
      label={t(`settings.users.${field}`)}
      name={field}
      type={field === 'email' ? 'email' : 'text'}
      value={draft[field]}
      errorMessage={errors[field]}
      disabled={disabled || !editable || saving}
      onChange={(value) => {
        setDraft((previous) => ({ ...previous, [field]: value }));
        setErrors((previous) => ({ ...previous, [field]: undefined }));
      }}
    />
  );
  const togglePermission = (permission: Permission, checked: boolean) => {
    setDraft((previous) => ({
      ...previous,
      permissions: checked
        ? [...previous.permissions, permission]
        : previous.permissions.filter((p) => p !== permission),
    }));
    setErrors((previous) => ({ ...previous, permissions: undefined }));
  };
  const toggleGroup = (code: string, checked: boolean) => {
    setDraft((previous) => ({
      ...previous,
      workerGroupCodes: checked
        ? [...previous.workerGroupCodes, code]
        : previous.workerGroupCodes.filter((c) => c !== code),
    }));
    setErrors((previous) => ({ ...previous, groups: undefined }));
  };
  const toggleTitle = (key: string, checked: boolean) => {
    setDraft((previous) => ({
      ...previous,
      titles: checked ? [...previous.titles, key] : previous.titles.filter((k) => k !== key),
    }));
    setErrors((previous) => ({ ...previous, brands: undefined }));
  };
  const departments = reachDepartments(brands.data?.brands ?? [], user?.brands ?? []);

  return (
    <Drawer
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={user?.email}
      closeLabel={t('settings.cancel')}
      footer={
        editable ? (
          <Inline space="xsmall" align="right">
            {user && !isSelf ? (
              <Button
                variant={user.status === 'disabled' ? 'outline' : 'destructive'}
                disabled={saving}
                onClick={() => (user.status === 'disabled' ? void toggleStatus() : setConfirming(true))}
              >
                {user.status === 'disabled' ? t('settings.users.enable') : t('settings.users.disable')}
              </Button>
            ) : null}
            <Button type="submit" form="settings-user-form" loading={saving}>
              {user ? t('settings.users.saveChanges') : t('settings.users.sendInvite')}
            </Button>
          </Inline>
        ) : undefined
      }
    >
      <form id="settings-user-form" onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack space="medium">
          {signInAgain ? (
            <SignInAgain
              title={t('settings.users.signInAgain.title')}
              description={t('settings.users.signInAgain.description')}
              action={t('settings.signInAgain.action')}
            />
          ) : null}
          {problem ? (
            <Alert tone="critical" title={t('settings.saveFailed')}>
              {problem}
            </Alert>
          ) : null}
          {user ? null : text('email')}
          {text('firstName')}
          {text('lastName')}
          <Select
            label={t('settings.users.role')}
            name="role"
            value={draft.role}
            disabled={!editable || saving}
            errorMessage={errors.role}
            onValueChange={(value) => {
              setDraft((previous) => ({ ...previous, role: isRole(value) ? value : previous.role }));
              setErrors((previous) => ({ ...previous, role: undefined }));
            }}
            options={ROLES.map((value) => ({ value, label: t(`settings.users.role.${value}` as SettingsMessageKey) }))}
          />
          <fieldset className={styles.fieldset}>
            <legend>
              <Text weight="semibold">{t('settings.users.permissions')}</Text>
            </legend>
            <Tiles space="xsmall" columns={3}>
              {PERMISSIONS.map((permission) => (
                <Checkbox
                  key={permission}
                  checked={draft.permissions.includes(permission)}
                  disabled={!editable || saving || !hasPermission(session.user, permission)}
                  onChange={(checked) => togglePermission(permission, checked)}
                >
                  {t(`settings.users.permission.${permission}` as SettingsMessageKey)}
                </Checkbox>
              ))}
            </Tiles>
            {errors.permissions ? (
              <Text as="p" size="xsmall" tone="critical">
                {errors.permissions}
              </Text>
            ) : null}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>
              <Text weight="semibold">{t('settings.users.groups')}</Text>
            </legend>
            <Text as="p" size="xsmall" tone="muted">
              {t('settings.users.groupsHint')}
            </Text>
            <Tiles space="xsmall" columns={3}>
              {(company.data?.companyGroups ?? []).map((group) => (
                <Checkbox
                  key={group.workerGroupCode}
                  checked={draft.workerGroupCodes.includes(group.workerGroupCode)}
                  disabled={!editable || saving}
                  invalid={errors.groups !== undefined}
                  onChange={(checked) => toggleGroup(group.workerGroupCode, checked)}
                >
                  {`${group.workerGroupCode} · ${group.companyName}`}
                </Checkbox>
              ))}
            </Tiles>
            {errors.groups ? (
              <Text as="p" size="xsmall" tone="critical">
                {errors.groups}
              </Text>
            ) : null}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>
              <Text weight="semibold">{t('settings.users.brands')}</Text>
            </legend>
            <Text as="p" size="xsmall" tone="muted">
              {t('settings.users.brandsHint')}
            </Text>
            {editable && brands.isError ? (
              <Text as="p" size="xsmall" tone="muted">
                {t('settings.users.brandsLoadError')}
              </Text>
            ) : null}
            {editable && brands.isSuccess && departments.length === 0 ? (
              <Text as="p" size="xsmall" tone="muted">
                {t('settings.users.brandsEmpty')}
              </Text>
            ) : null}
            {!editable && departments.length === 0 ? (
              <Text as="p" size="xsmall" tone="muted">
                {t('settings.users.brandsReadOnly')}
              </Text>
            ) : null}
            {departments.map((department) => (
              <fieldset key={JSON.stringify([department.brand, department.name])} className={styles.fieldset}>
                <legend>
                  {t('settings.users.department', { brand: department.brand, department: department.name })}
                </legend>
                <Tiles space="xsmall" columns={3}>
                  {department.titles.map((title) => {
                    const key = titleKey(department.brand, department.name, title);
                    return (
                      <Checkbox
                        key={key}
                        checked={draft.titles.includes(key)}
                        disabled={!editable || saving}
                        invalid={errors.brands !== undefined}
                        onChange={(checked) => toggleTitle(key, checked)}
                      >
                        {title}
                      </Checkbox>
                    );
                  })}
                </Tiles>
              </fieldset>
            ))}
            {errors.brands ? (
              <Text as="p" size="xsmall" tone="critical">
                {errors.brands}
              </Text>
            ) : null}
          </fieldset>
          <Switch
            checked={draft.brandsView}
            disabled={!editable || saving}
            onChange={(checked) => setDraft((previous) => ({ ...previous, brandsView: checked }))}
          >
            {t('settings.users.brandsView')}
          </Switch>
          {user ? <UserSignIn user={user} onReset={refreshUsers} /> : null}
          {user && editable ? (
            <section aria-label={t('settings.users.history')}>
              <Heading level={4} as="h3">
                {t('settings.users.history')}
              </Heading>
              {history.data && history.data.items.length > 0 ? (
                <Stack as="ul" space="small">
                  {history.data.items.map((event) => (
                    <Stack key={event.id} space="xxsmall">
                      <Text size="xsmall" tone="muted">
                        {`${formatDateTime(event.at, session.locale)} · ${event.actorEmail} · ${actionLabel(event.operationId)}`}
                      </Text>
                      <AuditChanges changes={event.changes} entityType={event.entityType} />
                    </Stack>
                  ))}
                </Stack>
              ) : (
                <Text as="p" size="xsmall" tone="muted">
                  {t('settings.users.historyEmpty')}
                </Text>
              )}
            </section>
          ) : null}
        </Stack>
      </form>
      {user ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('settings.users.disableTitle', { name: userName(user) })}
          description={t('settings.users.disableDescription', { name: userName(user) })}
          confirmLabel={t('settings.users.disable')}
          cancelLabel={t('settings.cancel')}
          destructive
          loading={saving}
          onConfirm={() => void toggleStatus()}
        />
      ) : null}
    </Drawer>
  );
}
