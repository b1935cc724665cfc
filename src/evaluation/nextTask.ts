/** Resolves in a task of its own: what runs after it does not lengthen the task before. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
