import { Button, Inline, Text } from '@cuadre/ui';
import { visuallyHidden } from '@cuadre/ui/css';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { shortCorrelationId } from '../utils/correlation-id.ts';

const COPIED_MS = 2000;

// A share's correlation id, shortened to fit its column: the full id is the title and what Copy puts on the clipboard.
export function CorrelationId({ id }: { id: string | null }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (id === null) return <Text tone="muted">—</Text>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      setCopied(true);
    } catch {
      // Without clipboard access (an insecure origin, a denied permission) the full id stays in the title.
    }
  };
  return (
    <Inline as="span" space="xxsmall" wrap={false}>
      <Text size="xsmall" tone="muted">
        <code title={id}>{shortCorrelationId(id)}</code>
      </Text>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('tips.correlation.copy', { id })}
        title={t('tips.correlation.copy', { id })}
        onClick={() => void copy()}
      >
        {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
      </Button>
      <span role="status" className={visuallyHidden}>
        {copied ? t('tips.correlation.copied') : ''}
      </span>
    </Inline>
  );
}
