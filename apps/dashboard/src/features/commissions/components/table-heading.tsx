import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@cuadre/ui';

// A table's heading in its toolbar, with an optional line under it saying what the table holds.
export function TableHeading({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <Stack space="none">
      <Heading level={4} as="h2">
        {title}
      </Heading>
      {description === undefined ? null : (
        <Text size="small" tone="muted">
          {description}
        </Text>
      )}
    </Stack>
  );
}
