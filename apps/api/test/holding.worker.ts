import { answerTasks } from '../src/lib/worker-pool.ts';

// The worker of worker-pool.test.ts: answers a task with its input at once, except 'hold', which it
// never answers (its worker stays busy until the pool ends it).
answerTasks<string, string>((input) => (input === 'hold' ? new Promise<string>(() => {}) : input));
