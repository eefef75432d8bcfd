import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import type { ShellApi } from './shell-api.ts';

export type AtomStore = ReturnType<typeof createStore>;

// What session handling needs, handed in so tests can give their own.
export type ShellDeps = { api: ShellApi; queryClient: QueryClient; store: AtomStore };
