import { cpus, totalmem } from 'node:os';
import { availableParallelism } from 'node:os';

export interface MachineInfo {
  readonly nproc: number;
  readonly node: string;
  readonly cpu: string;
  readonly memoryGb: number;
  readonly platform: string;
}

export function machineInfo(): MachineInfo {
  return {
    nproc: availableParallelism(),
    node: process.version,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    platform: `${process.platform}-${process.arch}`,
  };
}
