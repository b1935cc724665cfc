import { freePort, PORT_RANGES } from '../../scripts/lib/serverProcess.ts';

/** A free port in the benchmarks' range (see PORT_RANGES). */
export const benchPort = () => freePort(PORT_RANGES.bench);
