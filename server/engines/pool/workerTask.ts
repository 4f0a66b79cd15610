// A render pool worker's task module (loaded by cpuWorker.mjs): the render tasks, run by the pool's runner.
import type { CpuTaskMessage } from '../../workers/cpuPool';
import { runTask } from '../../workers/runTask';
import { cpuTasks } from './cpuTasks';

export const runCpuTask = (message: CpuTaskMessage) => runTask(cpuTasks, message);
