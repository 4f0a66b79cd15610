// GET /api/app-info: sign-in mode and the support e-mail, fetched once per visit.
import { useQuery } from '@tanstack/react-query';
import type { AppInfo } from '../../shared/types';

export async function fetchAppInfo(): Promise<AppInfo> {
  const response = await fetch('/api/app-info', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`app-info ${response.status}`);
  return (await response.json()) as AppInfo;
}

export function useAppInfo() {
  return useQuery({ queryKey: ['app-info'], queryFn: fetchAppInfo, staleTime: Infinity });
}
