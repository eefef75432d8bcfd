import { useToast } from '@cuadre/ui';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useLabel, useT } from '../../shared/i18n/use-t.ts';
import { guardNoticeState } from '../../shared/states/guard-notice-state.ts';

// Says in a toast why the guard brought the user to their landing page instead of the page they asked for.
export function GuardNotice() {
  const t = useT();
  const label = useLabel();
  const { toast } = useToast();
  const [notice, setNotice] = useAtom(guardNoticeState);
  useEffect(() => {
    if (notice === null) return;
    toast({
      title: t('guard.forbidden.title'),
      description: t('guard.forbidden.description', { page: label(notice.labelKey, notice.label) }),
    });
    setNotice(null);
  }, [notice, setNotice, toast, t, label]);
  return null;
}
