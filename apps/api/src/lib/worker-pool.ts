import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What one task may take in its worker: beyond either, the worker is ended and the task fails. */
export interface WorkerLimits {
  timeoutMs: number;
  maxOldGenerationSizeMb: number;
}

/** A task ended for taking longer or more memory than its limits allow. */
export class WorkerLimitExceeded extends Error {
  constructor(
    readonly limit: 'time' | 'memory',
    limits: WorkerLimits,
  ) {
    super(
      limit === 'time'
        ? `took longer than ${limits.timeoutMs} ms`
        : `needed more than ${limits.maxOldGenerationSizeMb} MB`,
    );
  }
}

type Reply<Out> = { ready: true } | { id: number; ok: true; value: Out } | { id: number; ok: false; message: string };

/** How long a new worker may take to load its module (under tsx, compiling it) before its task fails. */
const startTimeoutMs = 60_000;

/** What V8 writes as it ends a process that outgrew its heap limit. */
const outOfMemory = /Reached heap limit|heap out of memory/;

interface Task<In, Out> {
  id: number;
  input: In;
  lane: string | undefined;
  resolve: (value: Out) => void;
  reject: (err: Error) => void;
}

interface Slot<In, Out> {
  worker: ChildProcess;
  /** Its module is loaded: a task's time limit counts from then. */
  ready: boolean;
  task: Task<In, Out> | null;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
  /** The end of what the worker wrote to stderr: why it stopped, when it stopped on its own. */
  stderr: string;
}

/**
 * A worker's Node options: its heap limit, and under tsx (`npm run dev`, the tests), where the entry is
 * TypeScript, tsx's loader (resolved from here, so that the worker's working folder does not matter).
 * The built server's workers are JavaScript and never load tsx.
 */
function workerArgs(moduleUrl: URL, limits: WorkerLimits): string[] {
  const heap = `--max-old-space-size=${limits.maxOldGenerationSizeMb}`;
  if (!moduleUrl.pathname.endsWith('.ts')) return [heap];
  return [heap, '--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];
}

/** Ends the process (at once: its task is abandoned) and answers once it has ended. */
function endProcess(worker: ChildProcess): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    worker.once('exit', () => resolve());
    worker.kill('SIGKILL');
  });
}

/**
 * Runs tasks in worker processes, off the event loop: at most `size` workers, each running one task
 * at a time, the others queued. A worker starts on demand (under tsx about a second, as tsx compiles its modules),
 * is reused, and ends after a minute idle. A task beyond its time limit, or a worker beyond its heap
 * limit, ends that worker and rejects the task with WorkerLimitExceeded; the next task gets a new one.
 * Processes, not worker threads: a thread that outgrows its heap limit in one large allocation ends the
 * whole server (V8's fatal 'heap out of memory'), where a process ends alone.
 * A task may run in a lane that `laneSizes` bounds: at most that many of its tasks hold a worker at
 * once, so the others stay free for tasks of no lane, which pass its waiting ones in the queue.
 */
export class WorkerPool<In, Out> {
  private readonly slots: Slot<In, Out>[] = [];
  private readonly queue: Task<In, Out>[] = [];
  private nextId = 1;

  constructor(
    private readonly moduleUrl: URL,
    private readonly size: number,
    private limits: WorkerLimits,
    private readonly idleMs = 60_000,
    private readonly laneSizes: Readonly<Record<string, number>> = {},
  ) {}

  /** Changes the limits of the next tasks; on a new heap limit idle workers end, so that new ones get it. */
  setLimits(limits: Partial<WorkerLimits>) {
    const heapChanged =
      (limits.maxOldGenerationSizeMb ?? this.limits.maxOldGenerationSizeMb) !== this.limits.maxOldGenerationSizeMb;
    this.limits = { ...this.limits, ...limits };
    if (heapChanged) for (const slot of this.slots.filter((s) => !s.task)) void this.retire(slot);
  }

  get currentLimits(): WorkerLimits {
    return this.limits;
  }

  /** Tasks a worker has begun (its module loaded), not yet answered. */
  get running(): number {
    return this.slots.filter((slot) => slot.task && slot.ready).length;
  }

  run(input: In, lane?: string): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, lane, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every worker; queued and running tasks are rejected. */
  async close() {
    for (const task of this.queue.splice(0)) task.reject(new Error('worker pool closed'));
    await Promise.all([...this.slots].map((slot) => this.retire(slot, new Error('worker pool closed'))));
  }

  /** Gives workers to the queued tasks in their order, passing those whose lane is full. */
  private dispatch() {
    let next = 0;
    while (next < this.queue.length) {
      if (!this.laneHasRoom(this.queue[next]!.lane)) {
        next += 1;
        continue;
      }
      let slot = this.slots.find((s) => !s.task);
      if (!slot) {
        if (this.slots.length >= this.size) return;
        slot = this.start();
      }
      this.assign(slot, this.queue.splice(next, 1)[0]!);
    }
  }

  private laneHasRoom(lane: string | undefined) {
    const size = lane === undefined ? undefined : this.laneSizes[lane];
    return size === undefined || this.slots.filter((slot) => slot.task?.lane === lane).length < size;
  }

  private start(): Slot<In, Out> {
    const limits = this.limits;
    const worker = fork(fileURLToPath(this.moduleUrl), [], {
      execArgv: workerArgs(this.moduleUrl, limits),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    const slot: Slot<In, Out> = { worker, ready: false, task: null, stderr: '' };
    worker.stderr?.setEncoding('utf8');
    worker.stderr?.on('data', (text: string) => {
      slot.stderr = (slot.stderr + text).slice(-4096);
    });
    // Only the worker and its channel keep the server running, and only while it has a task.
    if (worker.stderr instanceof Socket) worker.stderr.unref();
    worker.on('message', (reply: Reply<Out>) => {
      if ('ready' in reply) {
        slot.ready = true;
        if (slot.task) this.startClock(slot);
        return;
      }
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      this.finish(slot);
      if (reply.ok) task.resolve(reply.value);
      else task.reject(new Error(reply.message));
    });
    worker.on('error', (err) => void this.retire(slot, err));
    // After its exit and its output: a worker that ended on its own ran out of memory or failed.
    worker.on('close', (code, signal) => {
      if (outOfMemory.test(slot.stderr)) return void this.retire(slot, new WorkerLimitExceeded('memory', limits));
      const lastLine = slot.stderr.trim().split('\n').at(-1);
      void this.retire(
        slot,
        new Error(`the worker stopped (${signal ?? `exit code ${code}`})${lastLine ? `: ${lastLine}` : ''}`),
      );
    });
    this.slots.push(slot);
    return slot;
  }

  private assign(slot: Slot<In, Out>, task: Task<In, Out>) {
    clearTimeout(slot.idleTimer);
    slot.task = task;
    slot.worker.ref();
    slot.worker.channel?.ref();
    if (slot.ready) this.startClock(slot);
    else slot.timer = setTimeout(() => void this.retire(slot, new Error('the worker did not start')), startTimeoutMs);
    slot.worker.send({ id: task.id, input: task.input }, (err) => {
      if (err) void this.retire(slot, err);
    });
  }

  private startClock(slot: Slot<In, Out>) {
    clearTimeout(slot.timer);
    const limits = this.limits;
    slot.timer = setTimeout(() => void this.retire(slot, new WorkerLimitExceeded('time', limits)), limits.timeoutMs);
  }

  /** The slot's task is over: the worker waits for the next one, and ends after idleMs. */
  private finish(slot: Slot<In, Out>) {
    clearTimeout(slot.timer);
    slot.task = null;
    slot.worker.unref();
    slot.worker.channel?.unref();
    slot.idleTimer = setTimeout(() => void this.retire(slot), this.idleMs).unref();
    queueMicrotask(() => this.dispatch());
  }

  /** Ends the slot's worker; its task, if any, fails with `failure`. */
  private async retire(slot: Slot<In, Out>, failure: Error = new Error('the worker stopped')) {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    clearTimeout(slot.timer);
    clearTimeout(slot.idleTimer);
    slot.task?.reject(failure);
    slot.task = null;
    await endProcess(slot.worker);
    this.dispatch();
  }
}

/**
 * The worker's side: answers each task sent by a WorkerPool with `handle`'s value, or with the
 * message of what it threw. The worker ends with its pool's process (its channel closes).
 */
export function answerTasks<In, Out>(handle: (input: In) => Promise<Out> | Out) {
  const send = process.send?.bind(process);
  if (!send) throw new Error('answerTasks runs in a process a WorkerPool started');
  process.on('message', async (message) => {
    const { id, input } = message as { id: number; input: In };
    try {
      send({ id, ok: true, value: await handle(input) } satisfies Reply<Out>);
    } catch (err) {
      send({ id, ok: false, message: err instanceof Error ? err.message : String(err) } satisfies Reply<Out>);
    }
  });
  process.on('disconnect', () => process.exit(0));
  send({ ready: true } satisfies Reply<Out>);
}
