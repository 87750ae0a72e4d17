// Runs Debian's rabbitmq-server for the browser tests (test/servers/amqp-broker.mjs starts this with tsx, so the
// broker setup stays the one in test/core/async-brokers.ts): prints its port as one JSON line, stops the broker
// when told (SIGTERM) or when its parent goes away (stdin closes).
import { ensureDebianPackages, startRabbitMq } from '../core/async-brokers.js';
import { serveUntilStopped } from './broker-process.js';

const missing = ensureDebianPackages({ 'rabbitmq-server': '/usr/lib/rabbitmq/bin/rabbitmq-server' });
if (missing) throw new Error(missing);
// The wait is for the broker's port; a busy machine boots the Erlang node slowly.
const broker = await startRabbitMq(300_000);
serveUntilStopped(broker, { port: broker.port });
