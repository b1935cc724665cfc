/**
 * react-router, for a stage of the shell's code of its own (scripts/vite/shellStages.ts): about a
 * third of the layout's stage, which took about 150 ms of a phone's main thread in one task.
 */
export { createBrowserRouter, RouterProvider } from 'react-router';
