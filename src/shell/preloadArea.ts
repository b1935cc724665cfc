import { preloadAreaFiles } from './areaFiles.ts';

// The shell's first stage (src/chunks.ts): run as it arrives, while the rest of the shell downloads.
preloadAreaFiles();
