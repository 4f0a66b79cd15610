// Inside a CPU pool worker: runs one named task (tasks.ts) for a message from cpuPool.ts. Byte fields
// arrive and leave as transferred memory (transfer.ts); a failure leaves as a plain Error with its
// message, which survives the trip to the main thread (a custom class or extra fields would not).
import { cpuTasks, type CpuTaskMessage, type CpuTaskName } from './tasks';
import { packBytes, unpackBytes, type Packed } from './transfer';

export async function runCpuTask({ task, input }: CpuTaskMessage): Promise<Packed<unknown>> {
  if (!Object.hasOwn(cpuTasks, task)) throw new Error(`Unknown CPU task "${task}"`);
  const run = cpuTasks[task as CpuTaskName] as (input: unknown) => Promise<unknown>;
  let output: unknown;
  try {
    output = await run(unpackBytes(input));
  } catch (error) {
    throw error instanceof Error ? error : new Error(String(error));
  }
  return packBytes(output);
}
