import { answerTasks } from '../src/lib/worker-pool.ts';

// The worker of worker-pool.test.ts: answers a task with its input at once, except 'hold', which it
// never answers (its worker stays busy until the pool ends it); 'outgrow', which allocates far beyond
// the pool's heap limit in one go (in a worker thread this ended the whole process); and 'exit', which
// ends the worker.
answerTasks<string, string>((input) => {
  if (input === 'hold') return new Promise<string>(() => {});
  if (input === 'outgrow') return String(new Array(30e6).fill(0).map((_, i) => ({ i })).length);
  if (input === 'exit') process.exit(3);
  return input;
});
