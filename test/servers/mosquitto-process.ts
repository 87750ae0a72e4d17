// Runs Debian's mosquitto for the browser tests (test/servers/mqtt-broker.mjs starts this with tsx, so the
// broker setup stays the one in test/core/async-brokers.ts): prints its ports as one JSON line, stops the broker
// when told (SIGTERM) or when its parent goes away (stdin closes).
import { startMosquitto } from '../core/async-brokers.js';
import { serveUntilStopped } from './broker-process.js';

const [user = 'ada', password = 'lovelace'] = process.argv.slice(2);
const broker = await startMosquitto(user, password);
serveUntilStopped(broker, { port: broker.port, wsPort: broker.wsPort, wsAuthPort: broker.wsAuthPort });
