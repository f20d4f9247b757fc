// `npm run dev`: the API with restart on change (port 3000) and the web app with hot reload
// (port 5173, proxying /api to the API). Stop both with Ctrl+C.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', '@backoffice/api'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@backoffice/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('\n  Web app with hot reload: http://localhost:5173  (API on http://localhost:3000)\n');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
