// Runs Debian's mosquitto for the browser tests (test/servers/mqtt-broker.mjs starts this with tsx, so the
// broker setup stays the one in test/core/async-brokers.ts): prints its ports as one JSON line, stops the broker
// when told (SIGTERM) or when its parent goes away (stdin closes).
import { startMosquitto } from '../core/async-brokers.js';

const [user = 'ada', password = 'lovelace'] = process.argv.slice(2);
const broker = await startMosquitto(user, password);
process.stdout.write(`${JSON.stringify({ port: broker.port, wsPort: broker.wsPort, wsAuthPort: broker.wsAuthPort })}\n`);
let stopping = false;
const stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  await broker.stop();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
