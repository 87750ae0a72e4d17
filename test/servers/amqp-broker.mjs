// An AMQP broker for the AsyncAPI Try-It browser tests (issue 52 point 7): Debian's rabbitmq-server on 127.0.0.1,
// reached by the page through the proxy's channel bridge, plus an amqplib connection in Node that plays the other
// side. Commands: `amqp-broker` → { url } (amqp://127.0.0.1:port); `amqp-queue` { queue, durable } declares a
// queue; `amqp-publish` { queue, text } sends to it; `amqp-get` { queue } → the texts waiting there (taken);
// `amqp-responder` { queue } answers every request on it to its replyTo with `{"answer": <request>}`.
// The broker starts on first use and stops with the run.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import amqp from 'amqplib';

const tsx = createRequire(import.meta.url).resolve('tsx');

async function startBroker() {
  const script = fileURLToPath(new URL('./rabbitmq-process.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', tsx, script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const { port } = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]));
    });
    child.once('exit', (code) => reject(new Error(`rabbitmq-server did not start (exit ${code})`)));
  });
  const connection = await amqp.connect(`amqp://127.0.0.1:${port}`);
  const channel = await connection.createChannel();
  return {
    port,
    channel,
    async stop() {
      await connection.close().catch(() => undefined);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** web-test-runner plugin for the commands above. */
export function amqpBrokerPlugin() {
  let started;
  return {
    name: 'amqp-broker',
    async executeCommand({ command, payload }) {
      if (!command.startsWith('amqp-')) return undefined;
      started ??= startBroker();
      const { port, channel } = await started;
      switch (command) {
        case 'amqp-broker':
          return { url: `amqp://127.0.0.1:${port}` };
        case 'amqp-queue':
          await channel.assertQueue(payload.queue, { durable: payload.durable === true });
          return true;
        case 'amqp-publish':
          channel.sendToQueue(payload.queue, Buffer.from(payload.text));
          return true;
        case 'amqp-get': {
          const texts = [];
          for (let got = await channel.get(payload.queue, { noAck: true }); got; got = await channel.get(payload.queue, { noAck: true })) texts.push(got.content.toString());
          return texts;
        }
        case 'amqp-responder':
          await channel.assertQueue(payload.queue, { durable: false });
          await channel.consume(payload.queue, (message) => {
            if (!message) return;
            channel.sendToQueue(message.properties.replyTo, Buffer.from(`{"answer":${message.content.toString()}}`), { correlationId: message.properties.correlationId });
            channel.ack(message);
          });
          return true;
        default:
          return undefined;
      }
    },
    async serverStop() {
      if (started) await (await started).stop();
    },
  };
}
