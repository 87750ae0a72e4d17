/** MQTT in C#: MQTTnet 5 (MqttClientFactory). */
import type { Connected } from '../sample-text.js';
import { answerOf, ownReplyTopic, type Answer } from '../answer.js';
import type { RuntimeAddress } from '../reply-address.js';
import { header, summary } from '../sample-text.js';
import { csharpMultiline, csharpProgram, csharpString, IN, payloadLine } from './program.js';

const QOS = ['AtMostOnce', 'AtLeastOnce', 'ExactlyOnce'];

/** `["meta"]!["replyTo"]` to write, `?["meta"]?["replyTo"]` to read: a JSON pointer's tokens as indexers. */
const indexers = (tokens: readonly string[], read: boolean): string => tokens.map((t, i) => `${read ? '?' : i > 0 ? '!' : ''}[${csharpString(t)}]`).join('');

/** The reply topic a received request names: its payload field, else the user property or MQTT 5's response topic. */
function replyTopicLines(address: RuntimeAddress): string[] {
  if (address.in === 'header') {
    return [
      `    var named = e.ApplicationMessage.UserProperties?.FirstOrDefault(p => p.Name == ${csharpString(address.name)})?.ReadValueAsString();`,
      '    var replyTopic = string.IsNullOrEmpty(named) ? e.ApplicationMessage.ResponseTopic : named;',
    ];
  }
  return [
    '    string? replyTopic = null;',
    '    try',
    '    {',
    `        replyTopic = (string?)JsonNode.Parse(text)${indexers(address.pointer, true)};`,
    '    }',
    '    catch (Exception)',
    '    {',
    '        // Not JSON, or the field is not text: no reply topic in it.',
    '    }',
  ];
}

/** The handler that prints each message and answers it (where the request says, or on the reply channel). */
function answerHandler(answer: Answer, qos: number): string[] {
  const lines = ['client.ApplicationMessageReceivedAsync += async e =>', '{', '    var text = e.ApplicationMessage.ConvertPayloadToString();', '    Console.WriteLine(text);'];
  let to = 'answerTopic';
  if (answer.via === 'runtime') {
    lines.push(...replyTopicLines(answer.address));
    if (answer.fallback === undefined) lines.push('    if (string.IsNullOrEmpty(replyTopic))', '    {', '        Console.Error.WriteLine("The message names no reply topic: not answered.");', '        return;', '    }');
    to = answer.fallback === undefined ? 'replyTopic' : 'string.IsNullOrEmpty(replyTopic) ? answerTopic : replyTopic';
  }
  lines.push('    var answerMessage = new MqttApplicationMessageBuilder()', `        .WithTopic(${to})`, '        .WithPayload(answer)');
  lines.push(`        .WithQualityOfServiceLevel(MqttQualityOfServiceLevel.${QOS[qos]})`, '        .Build();');
  lines.push('    await client.PublishAsync(answerMessage, CancellationToken.None);', '};');
  return lines;
}

function optionsLines(input: Connected, v5: boolean): string[] {
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
  if (v5) lines.push('    .WithProtocolVersion(MqttProtocolVersion.V500)');
  lines.push('    .Build();');
  return lines;
}

function messageLines(input: Connected, own: RuntimeAddress | undefined): string[] {
  const { message, mqtt } = input;
  const lines = ['var message = new MqttApplicationMessageBuilder()', '    .WithTopic(topic)', `    .WithPayload(${own?.in === 'payload' ? 'requestText' : 'payload'})`];
  lines.push(`    .WithQualityOfServiceLevel(MqttQualityOfServiceLevel.${QOS[mqtt.qos]})`, `    .WithRetainFlag(${mqtt.retain})`);
  if (message.headers.length > 0 || own?.in === 'header') {
    if (message.contentType) lines.push(`    .WithContentType(${csharpString(message.contentType)})`);
    for (const [n, v] of message.headers) if (own?.in !== 'header' || n !== own.name) lines.push(`    .WithUserProperty(${csharpString(n)}, ${csharpString(v)})`);
    if (own?.in === 'header') lines.push('    .WithResponseTopic(replyTopic)', `    .WithUserProperty(${csharpString(own.name)}, replyTopic)`);
  }
  lines.push('    .Build();');
  return lines;
}

const subscribe = (topic: string, qos: number): string =>
  `await client.SubscribeAsync(new MqttClientSubscribeOptionsBuilder().WithTopicFilter(${topic}, MqttQualityOfServiceLevel.${QOS[qos]}).Build());`;

export function csharpMqtt(input: Connected): string {
  const usings = ['System', 'System.Threading', 'System.Threading.Tasks', 'MQTTnet', 'MQTTnet.Protocol'];
  const answer = answerOf(input);
  const own = ownReplyTopic(input);
  const runtime = answer?.via === 'runtime' ? answer.address : own;
  const v5 = input.message.headers.length > 0 || runtime?.in === 'header';
  if (v5) usings.push('MQTTnet.Formatter');
  if (runtime?.in === 'payload') usings.push('System.Text.Json', 'System.Text.Json.Nodes');
  if (runtime?.in === 'header' && input.action === 'receive') usings.push('System.Linq');
  const body = [`${IN}var topic = ${csharpString(input.channel)};`];
  if (input.action === 'send') body.push(payloadLine(input.message.text));
  if (own) body.push(`${IN}// A reply topic of this program's own, sent where the document says the answer goes.`, `${IN}var replyTopic = $"replies/{Guid.NewGuid()}";`);
  if (own?.in === 'payload') {
    body.push(`${IN}var request = JsonNode.Parse(payload)!;`, `${IN}request${indexers(own.pointer, false)} = replyTopic;`);
    body.push(`${IN}var requestText = request.ToJsonString(new JsonSerializerOptions { WriteIndented = true });`);
  }
  const fallback = answer?.via === 'channel' ? answer.channel : answer?.via === 'runtime' ? answer.fallback : undefined;
  if (fallback !== undefined) body.push(`${IN}var answerTopic = ${csharpString(fallback)};`);
  if (answer) body.push(`${IN}var answer = ${csharpMultiline(input.reply!.message.text)};`);
  body.push('', `${IN}var factory = new MqttClientFactory();`, `${IN}using (var client = factory.CreateMqttClient())`, `${IN}{`);
  const inner = optionsLines(input, v5);
  const reply = input.action !== 'send' ? undefined : own ? 'replyTopic' : input.reply?.channel !== undefined ? csharpString(input.reply.channel) : undefined;
  if (input.action === 'receive' || reply !== undefined) {
    if (reply !== undefined) inner.push('var replied = new TaskCompletionSource<string>();');
    if (answer) {
      inner.push(...answerHandler(answer, input.mqtt.qos));
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
    if (reply !== undefined) inner.push(subscribe(reply, input.mqtt.qos));
    inner.push(...messageLines(input, own), 'await client.PublishAsync(message, CancellationToken.None);');
    if (reply !== undefined) inner.push('Console.WriteLine(await replied.Task);');
    inner.push('await client.DisconnectAsync();');
  }
  body.push(...inner.map((l) => `${IN}    ${l}`), `${IN}}`);
  const comments = header('//', input, [summary(input), 'MQTT client: MQTTnet 5 (dotnet add package MQTTnet).']);
  return csharpProgram(comments, usings, body);
}
