/** MQTT in C#: MQTTnet 5 (MqttClientFactory). */
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { csharpMultiline, csharpProgram, csharpString, IN, payloadLine } from './program.js';

const QOS = ['AtMostOnce', 'AtLeastOnce', 'ExactlyOnce'];

function optionsLines(input: Connected): string[] {
  const { auth, connection, mqtt } = input;
  const lines = ['var options = new MqttClientOptionsBuilder()'];
  lines.push(
    connection.transport === 'websockets'
      ? `    .WithWebSocketServer(o => o.WithUri(${csharpString(connection.url)}))`
      : `    .WithTcpServer(${csharpString(connection.host)}, ${connection.port})`,
  );
  if (mqtt.clientId !== undefined) lines.push(`    .WithClientId(${csharpString(mqtt.clientId)})`);
  if (auth.username !== undefined || auth.password !== undefined) lines.push(`    .WithCredentials(${csharpString(auth.username ?? '')}, ${csharpString(auth.password ?? '')})`);
  if (connection.secure) lines.push('    .WithTlsOptions(o => o.UseTls())');
  if (input.message.headers.length > 0) lines.push('    .WithProtocolVersion(MqttProtocolVersion.V500)');
  lines.push('    .Build();');
  return lines;
}

function messageLines(input: Connected): string[] {
  const { message, mqtt } = input;
  const lines = ['var message = new MqttApplicationMessageBuilder()', '    .WithTopic(topic)', '    .WithPayload(payload)'];
  lines.push(`    .WithQualityOfServiceLevel(MqttQualityOfServiceLevel.${QOS[mqtt.qos]})`, `    .WithRetainFlag(${mqtt.retain})`);
  if (message.headers.length > 0) {
    if (message.contentType) lines.push(`    .WithContentType(${csharpString(message.contentType)})`);
    for (const [n, v] of message.headers) lines.push(`    .WithUserProperty(${csharpString(n)}, ${csharpString(v)})`);
  }
  lines.push('    .Build();');
  return lines;
}

const subscribe = (topic: string, qos: number): string =>
  `await client.SubscribeAsync(new MqttClientSubscribeOptionsBuilder().WithTopicFilter(${topic}, MqttQualityOfServiceLevel.${QOS[qos]}).Build());`;

export function csharpMqtt(input: Connected): string {
  const usings = ['System', 'System.Threading', 'System.Threading.Tasks', 'MQTTnet', 'MQTTnet.Protocol'];
  if (input.message.headers.length > 0) usings.push('MQTTnet.Formatter');
  const body = [`${IN}var topic = ${csharpString(input.channel)};`];
  if (input.action === 'send') body.push(payloadLine(input.message.text));
  const answer = answerOf(input);
  if (answer?.via === 'channel') body.push(`${IN}var answerTopic = ${csharpString(answer.channel)};`, `${IN}var answer = ${csharpMultiline(input.reply!.message.text)};`);
  body.push('', `${IN}var factory = new MqttClientFactory();`, `${IN}using (var client = factory.CreateMqttClient())`, `${IN}{`);
  const inner = optionsLines(input);
  const reply = input.action === 'send' ? input.reply?.channel : undefined;
  if (input.action === 'receive' || reply !== undefined) {
    if (reply !== undefined) inner.push('var replied = new TaskCompletionSource<string>();');
    if (answer) {
      inner.push('client.ApplicationMessageReceivedAsync += async e =>', '{', '    Console.WriteLine(e.ApplicationMessage.ConvertPayloadToString());');
      inner.push('    var answerMessage = new MqttApplicationMessageBuilder()', '        .WithTopic(answerTopic)', '        .WithPayload(answer)');
      inner.push(`        .WithQualityOfServiceLevel(MqttQualityOfServiceLevel.${QOS[input.mqtt.qos]})`, '        .Build();');
      inner.push('    await client.PublishAsync(answerMessage, CancellationToken.None);', '};');
    } else {
      inner.push('client.ApplicationMessageReceivedAsync += e =>', '{');
      inner.push(reply !== undefined ? '    replied.TrySetResult(e.ApplicationMessage.ConvertPayloadToString());' : '    Console.WriteLine(e.ApplicationMessage.ConvertPayloadToString());');
      inner.push('    return Task.CompletedTask;', '};');
    }
  }
  inner.push('await client.ConnectAsync(options, CancellationToken.None);');
  if (input.action === 'receive') {
    inner.push(subscribe('topic', input.mqtt.qos), 'await Task.Delay(Timeout.Infinite);');
  } else {
    if (reply !== undefined) inner.push(subscribe(csharpString(reply), input.mqtt.qos));
    inner.push(...messageLines(input), 'await client.PublishAsync(message, CancellationToken.None);');
    if (reply !== undefined) inner.push('Console.WriteLine(await replied.Task);');
    inner.push('await client.DisconnectAsync();');
  }
  body.push(...inner.map((l) => `${IN}    ${l}`), `${IN}}`);
  const comments = header('//', input, [summary(input), 'MQTT client: MQTTnet 5 (dotnet add package MQTTnet).']);
  return csharpProgram(comments, usings, body);
}
