#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// misbehaving-a2a.mjs: an A2A 0.3 peer (node's http module, nothing else) whose `message/send`
// misbehaves according to the message text, so that tests can check what the client makes of it:
//
//   slow:MS   answers properly, but only after MS milliseconds
//   html      200 with an HTML page (text/html), as a proxy's login page would
//   500       500 with a plain-text body holding control characters
//   anything else: `echo: <text>` as a proper JSON-RPC answer
//
// Prints "listening <port>" once ready (--port 0 picks a free one); ends when stdin closes.
import http from 'node:http';
import process from 'node:process';

const argv = process.argv.slice(2);
const portIndex = argv.indexOf('--port');
const port = portIndex >= 0 ? Number(argv[portIndex + 1]) : 0;

function card(base) {
  return {
    name: 'Misbehaving agent', description: 'Breaks A2A on purpose.', version: '1.0.0',
    protocolVersion: '0.3.0', url: base + '/rpc', preferredTransport: 'JSONRPC',
    capabilities: {}, defaultInputModes: ['text/plain'], defaultOutputModes: ['text/plain'],
    skills: [{ id: 'misbehave', name: 'misbehave', description: 'Misbehaves.', tags: [] }],
  };
}

function answer(res, id, text) {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', id, result: {
    kind: 'message', messageId: 'm-' + id, role: 'agent', parts: [{ kind: 'text', text }] } }));
}

const server = http.createServer((req, res) => {
  const base = 'http://127.0.0.1:' + server.address().port;
  if (req.method === 'GET' && req.url.startsWith('/.well-known/agent')) {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(card(base)));
    return;
  }
  if (req.method !== 'POST' || req.url !== '/rpc') {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('not here');
    return;
  }
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => { body += chunk; });
  req.on('end', () => {
    let request;
    try {
      request = JSON.parse(body);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' });
      res.end('bad request');
      return;
    }
    const text = request?.params?.message?.parts?.[0]?.text ?? '';
    const slow = /^slow:(\d+)$/.exec(text);
    if (slow) {
      setTimeout(() => { if (!res.destroyed) answer(res, request.id, 'late: ' + text); },
                 Number(slow[1]));
    } else if (text === 'html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!DOCTYPE html>\n<html><head><title>Sign in</title></head>\n<body><h1>Please ' +
              'sign in</h1><script>alert("\u202Egotcha")</script></body></html>\n' +
              'x'.repeat(100000));
    } else if (text === '500') {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error\x1b[31m in handler\x00\nTraceback: ' + 'y'.repeat(100000));
    } else {
      answer(res, request.id, 'echo: ' + text);
    }
  });
});

server.listen(port, '127.0.0.1', () => {
  process.stdout.write('listening ' + server.address().port + '\n');
});
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
