// A background job as its owner sees it (jobs.get, jobs.watch, and the `job` field of book.get and
// scripts.get): the same shape on the server, which keeps who owns it beside it, and in the browser.

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';

export interface JobProgress {
  /** Steps done and the total, e.g. pages written so far; a cover has a few named steps. */
  done: number;
  total: number;
  step?: string;
}

export interface PublicJob<Result = unknown> {
  id: string;
  kind: string;
  status: JobStatus;
  progress: JobProgress | null;
  result: Result | null;
  /** A message fit to show, when the job failed. */
  error: string | null;
  /** The error's kind ('upstream', 'invalid'...), for callers that answer with a status. */
  errorKind: string | null;
  /**
   * The error as a message of the errors catalogue (its key and values), so the browser says it in the
   * visitor's language (client/lib/errors.ts, saidMessage); null when `error` is plain text.
   */
  messageKey: string | null;
  messageParams: Record<string, string | number> | null;
  attempts: number;
  createdAt: string;
  finishedAt: string | null;
}
