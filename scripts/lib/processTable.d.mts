// Types of processTable.mjs, which plain Node runs (cpuSeconds.mjs) and TypeScript imports (the rate bench).
export interface ProcessEntry {
  parent: number;
  ticks: number;
  name: string;
}
export declare const TICKS: number;
export declare function processes(): Map<number, ProcessEntry>;
export declare function withDescendants(all: Map<number, ProcessEntry>, roots: Set<number>): Set<number>;
