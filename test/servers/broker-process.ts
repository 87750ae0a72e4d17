/**
 * What a broker process for the browser tests does once its broker is up (mosquitto-process.ts,
 * rabbitmq-process.ts): prints `ports` as one JSON line, then stops the broker when told (SIGTERM) or when its
 * parent goes away (stdin closes).
 */
export function serveUntilStopped(broker: { stop(): Promise<void> }, ports: Record<string, number>): void {
  process.stdout.write(`${JSON.stringify(ports)}\n`);
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
}
