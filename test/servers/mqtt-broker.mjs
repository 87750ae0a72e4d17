// An MQTT broker for the AsyncAPI Try-It browser tests (issue 52 point 3): Debian's mosquitto on 127.0.0.1 with
// WebSocket listeners, anonymous and password-protected, plus an MQTT client in Node that plays the other side.
// Commands: `mqtt-broker` → { url, authUrl, tcpUrl, user, password } (ws://127.0.0.1:port; tcpUrl mqtt://, for the proxy's bridge); `mqtt-subscribe` { topic }
// starts recording what arrives there; `mqtt-received` → [{ topic, hex, text, qos, retain }]; `mqtt-publish`
// { topic, text }; `mqtt-reset` forgets what was received. The broker starts on first use and stops with the run.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import mqtt from 'mqtt';

const USER = 'ada';
const PASSWORD = 'lovelace';
const tsx = createRequire(import.meta.url).resolve('tsx');

async function startBroker() {
  const script = fileURLToPath(new URL('./mosquitto-process.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', tsx, script, USER, PASSWORD], { stdio: ['pipe', 'pipe', 'inherit'] });
  const ports = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]));
    });
    child.once('exit', (code) => reject(new Error(`mosquitto did not start (exit ${code})`)));
  });
  const client = mqtt.connect(`mqtt://127.0.0.1:${ports.port}`, { clientId: 'wtr-side' });
  await new Promise((resolve, reject) => (client.once('connect', resolve), client.once('error', reject)));
  const received = [];
  client.on('message', (topic, payload, packet) => received.push({ topic, hex: payload.toString('hex'), text: payload.toString('utf8'), qos: packet.qos, retain: packet.retain }));
  return {
    ports,
    client,
    received,
    async stop() {
      await client.endAsync();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** web-test-runner plugin for the commands above. */
export function mqttBrokerPlugin() {
  let started;
  return {
    name: 'mqtt-broker',
    async executeCommand({ command, payload }) {
      if (!command.startsWith('mqtt-')) return undefined;
      started ??= startBroker();
      const broker = await started;
      switch (command) {
        case 'mqtt-broker':
          return {
            url: `ws://127.0.0.1:${broker.ports.wsPort}`,
            authUrl: `ws://127.0.0.1:${broker.ports.wsAuthPort}`,
            tcpUrl: `mqtt://127.0.0.1:${broker.ports.port}`,
            user: USER,
            password: PASSWORD,
          };
        case 'mqtt-subscribe':
          await broker.client.subscribeAsync(payload.topic, { qos: 1 });
          return true;
        case 'mqtt-received':
          return broker.received;
        case 'mqtt-publish':
          await broker.client.publishAsync(payload.topic, payload.text);
          return true;
        case 'mqtt-reset':
          broker.received.length = 0;
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
