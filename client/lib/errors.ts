// Reading tRPC and fetch errors in one place, so every screen shows the server's message the same way.
import { TRPCClientError } from '@trpc/client';

export function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** The tRPC error code ('NOT_FOUND', 'UNAUTHORIZED', ...) or undefined for network and other errors. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) {
    const data = error.data as { code?: string } | undefined;
    return data?.code;
  }
  return undefined;
}

/** The input problems of a BAD_REQUEST (the server's `zodIssues`: path and message each), or null. */
export function zodIssues(error: unknown): { path: (string | number)[]; message: string }[] | null {
  if (!(error instanceof TRPCClientError)) return null;
  const issues = (error.data as { zodIssues?: unknown } | undefined)?.zodIssues;
  return Array.isArray(issues) && issues.length > 0
    ? (issues as { path: (string | number)[]; message: string }[])
    : null;
}
