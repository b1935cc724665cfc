// React and React DOM, evaluated in a task of their own (main.tsx): about 80 ms of a phone's
// main thread that the first screen's other code no longer adds to (issue 19).
import 'react';
import 'react-dom/client';
import { nextTask } from './nextTask.ts';

await nextTask();
