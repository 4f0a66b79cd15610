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
