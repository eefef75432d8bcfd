import { useSearchParams } from 'react-router';

// The batch pages carry the batch in the query (`?id=…`): the routes of §2 have no id segment.
export function useBatchId(): string | null {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id === null || id.trim() === '' ? null : id;
}
