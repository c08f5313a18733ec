#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// misbehaving-mcp.mjs: an MCP stdio server that breaks the protocol on purpose, so that tests can
// check what the client makes of a crash, a hang, a flood or invalid JSON. It needs nothing but
// node. It speaks MCP properly up to the moment it misbehaves: `initialize`, `tools/list` with two
// tools, `echo` (always answers `echo: <text>`) and `misbehave`, whose call does what --mode says:
//
//   crash        writes a line to stderr (with control characters) and exits with code 3
//   crash-init   the same at `initialize` (exit code 2): the server never starts
//   hang         never answers
//   flood-lines  writes --flood-mb MB of lines that are not JSON to stdout, then nothing
//   flood-line   writes --flood-mb MB to stdout without a single line break, then nothing
//   flood-stderr writes --flood-mb MB of lines to stderr, then answers properly
//   flood-all    writes --flood-mb MB of lines to stderr, then lines that are not JSON to stdout
//                without end
//   garbage      writes a few invalid lines (broken JSON, binary, an array, an empty object)
//   wrong-id     answers with the id as a string ("7" for 7)
//   unsolicited  answers a request that was never made (id 999999), never the real one
//   duplicate    answers properly, then the same answer again
//
// The process ends when its stdin closes.
import process from 'node:process';

const argv = process.argv.slice(2);
function option(name, fallback) {
  const i = argv.indexOf('--' + name);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
}
const mode = option('mode', 'none');
const floodBytes = Number(option('flood-mb', '500')) * 1024 * 1024;

// A reader that goes away mid-flood is the normal end of a flood, not an error.
process.stdout.on('error', () => process.exit(0));
process.stderr.on('error', () => process.exit(0));

function send(message) {
  process.stdout.write(JSON.stringify(message) + '\n');
}

function textResult(id, text) {
  return { jsonrpc: '2.0', id, result: { content: [{ type: 'text', text }] } };
}

function write(stream, chunk) {
  return new Promise((resolve) => {
    if (stream.write(chunk)) resolve();
    else stream.once('drain', resolve);
  });
}

async function flood(stream, withLineBreaks) {
  const chunk = withLineBreaks
    ? Buffer.from('this is not JSON-RPC, only noise from a broken server\n'.repeat(1200))
    : Buffer.alloc(64 * 1024, 'x');
  for (let written = 0; written < floodBytes; written += chunk.length) await write(stream, chunk);
}

function crash(code) {
  // An ANSI colour, a bell and a NUL: what a careless crash handler prints.
  process.stderr.write('misbehaving-mcp: \x1b[31mcrashing on purpose\x1b[0m\x07\x00 (mode ' +
                       mode + ')\n', () => process.exit(code));
}

const tools = [
  { name: 'echo', description: 'Echoes its text.',
    inputSchema: { type: 'object', properties: { text: { type: 'string' } } },
    annotations: { readOnlyHint: true } },
  { name: 'misbehave', description: 'Misbehaves as the server was told to.',
    inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } },
];

async function misbehave(id) {
  switch (mode) {
  case 'crash':
    crash(3);
    return;
  case 'hang':
    return;
  case 'flood-lines':
    await flood(process.stdout, true);
    return;
  case 'flood-line':
    await flood(process.stdout, false);
    return;
  case 'flood-stderr':
    await flood(process.stderr, true);
    send(textResult(id, 'answered after the stderr flood'));
    return;
  case 'flood-all':
    await flood(process.stderr, true);
    for (;;) await write(process.stdout, 'noise after the stderr flood\n'.repeat(1000));
  case 'garbage':
    process.stdout.write('this is not JSON\n');
    process.stdout.write('{"jsonrpc": "2.0", "id": ' + id + ', "result": {\n');
    process.stdout.write(Buffer.from([0x1b, 0x5b, 0x32, 0x4a, 0x00, 0xff, 0xfe, 0x0a]));
    process.stdout.write('[1, 2, 3]\n');
    process.stdout.write('{}\n');
    return;
  case 'wrong-id':
    send(textResult(String(id), 'answered under the wrong id'));
    return;
  case 'unsolicited':
    send(textResult(999999, 'an answer to a request never made'));
    return;
  case 'duplicate':
    send(textResult(id, 'answered twice'));
    send(textResult(id, 'answered twice'));
    return;
  default:
    send(textResult(id, 'behaved'));
  }
}

function handle(message) {
  const { id, method, params } = message;
  if (method === undefined || id === undefined) return; // responses and notifications
  if (method === 'initialize') {
    if (mode === 'crash-init') {
      crash(2);
      return;
    }
    send({ jsonrpc: '2.0', id, result: {
      protocolVersion: params?.protocolVersion ?? '2025-06-18',
      capabilities: { tools: {} },
      serverInfo: { name: 'misbehaving-mcp', version: '1.0.0' } } });
  } else if (method === 'tools/list') {
    send({ jsonrpc: '2.0', id, result: { tools } });
  } else if (method === 'tools/call') {
    if (params?.name === 'misbehave') misbehave(id);
    else send(textResult(id, 'echo: ' + (params?.arguments?.text ?? '')));
  } else if (method === 'ping') {
    send({ jsonrpc: '2.0', id, result: {} });
  } else {
    send({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found: ' + method } });
  }
}

let pending = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (data) => {
  pending += data;
  let newline;
  while ((newline = pending.indexOf('\n')) >= 0) {
    const line = pending.slice(0, newline).trim();
    pending = pending.slice(newline + 1);
    if (!line) continue;
    try {
      handle(JSON.parse(line));
    } catch (e) {
      process.stderr.write('misbehaving-mcp: cannot read ' + line + ': ' + e + '\n');
    }
  }
});
process.stdin.on('end', () => process.exit(0));
