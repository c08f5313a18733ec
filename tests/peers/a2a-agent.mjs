// SPDX-License-Identifier: MIT
// The A2A peer the localtools tests talk to: a real @a2a-js/sdk 1.3 server (JSON-RPC over
// express 5) whose behaviour is picked by the text of the message it receives, so one process
// covers replies, tasks, artifacts, failures and JSON-RPC errors over A2A 1.0 and, with
// --legacy-compat, over A2A 0.3 as well.
//
// Usage: node a2a-agent.mjs [--port N] [--legacy-compat | --only-0.3] [--token T]
//                           [--card-path agent.json]
//   --port N          port to listen on (default $A2A_AGENT_PORT, else 0 = any free port)
//   --legacy-compat   also speak A2A 0.3 (card, JSON-RPC `message/send`) via the SDK's compat layer
//   --only-0.3        the same server, but its card lists only the 0.3 interface, so a client
//                     that picks by the card must speak 0.3
//   --token T         every route (card included) wants `Authorization: Bearer T`, else 401
//   --card-path P     serve the card only at /.well-known/P (default agent-card.json); the
//                     older `agent.json` tests the client's fallback
// Prints `listening <port>` on stdout once ready; exits when stdin closes or on SIGTERM.
//
// Behaviours, by the whole message text (trimmed):
//   fail             a task that ends TASK_STATE_FAILED with a status message
//   throw            the executor throws (the SDK turns that into a failed task)
//   jsonrpc-error    the request handler throws UnsupportedOperationError: a JSON-RPC error
//   artifact[:X]     a completed task whose reply is in two artifacts ("X" and "(second)")
//   status[:X]       a completed task whose reply is only its status message
//   input-required   a task stopped in TASK_STATE_INPUT_REQUIRED asking a question
//   data             a message with a text part and a data part {"answer":42}
//   file             a message with a text part and a raw file part (hello.txt, "hello file")
//   whoami           a message naming the protocol version the server saw and the auth header
//   slow:MS          waits MS milliseconds, then echoes
//   anything else    a message "echo: <text>"
import express from "express";
import {
  AgentEvent,
  DefaultRequestHandler,
  InMemoryTaskStore,
  STATE_HEADERS_KEY,
} from "@a2a-js/sdk/server";
import { agentCardHandler, jsonRpcHandler, UserBuilder } from "@a2a-js/sdk/server/express";
import { UnsupportedOperationError } from "@a2a-js/sdk/errors";
import { Role, TaskState } from "@a2a-js/sdk";

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  if (i < 0) return fallback;
  return process.argv[i + 1];
}
const only03 = process.argv.includes("--only-0.3");
const legacyCompat = only03 || process.argv.includes("--legacy-compat");
const token = option("--token", undefined);
const cardPath = option("--card-path", "agent-card.json");
const port = Number(option("--port", process.env.A2A_AGENT_PORT ?? "0"));

const textPart = (text) => ({
  content: { $case: "text", value: text },
  mediaType: "text/plain",
  filename: "",
  metadata: undefined,
});

const message = (context, parts, role = Role.ROLE_AGENT) => ({
  messageId: crypto.randomUUID(),
  contextId: context.contextId,
  taskId: "",
  role,
  parts,
  metadata: undefined,
  extensions: [],
  referenceTaskIds: [],
});

const taskMessage = (context, text) => ({
  ...message(context, [textPart(text)]),
  taskId: context.taskId,
});

const textOf = (msg) =>
  (msg?.parts ?? [])
    .filter((p) => p.content?.$case === "text")
    .map((p) => p.content.value)
    .join("")
    .trim();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function newTask(context, state, statusText) {
  return {
    id: context.taskId,
    contextId: context.contextId,
    status: {
      state,
      message: statusText === undefined ? undefined : taskMessage(context, statusText),
      timestamp: new Date().toISOString(),
    },
    artifacts: [],
    history: [context.userMessage],
    metadata: undefined,
  };
}

function finalStatus(context, state, text) {
  return AgentEvent.statusUpdate({
    taskId: context.taskId,
    contextId: context.contextId,
    status: {
      state,
      message: text === undefined ? undefined : taskMessage(context, text),
      timestamp: new Date().toISOString(),
    },
    metadata: undefined,
  });
}

function artifact(context, id, text) {
  return AgentEvent.artifactUpdate({
    taskId: context.taskId,
    contextId: context.contextId,
    artifact: {
      artifactId: id,
      name: id,
      description: "",
      parts: [textPart(text)],
      metadata: undefined,
      extensions: [],
    },
    append: false,
    lastChunk: true,
    metadata: undefined,
  });
}

const executor = {
  async execute(context, bus) {
    const text = textOf(context.userMessage);
    const [verb, ...rest] = text.split(":");
    const arg = rest.join(":");
    const reply = (parts) => {
      bus.publish(AgentEvent.message(message(context, parts)));
      bus.finished();
    };
    switch (verb) {
      case "fail":
        bus.publish(AgentEvent.task(newTask(context, TaskState.TASK_STATE_SUBMITTED)));
        bus.publish(finalStatus(context, TaskState.TASK_STATE_FAILED, "the agent could not do it"));
        bus.finished();
        return;
      case "throw":
        throw new Error("the executor threw on purpose");
      case "artifact":
        bus.publish(AgentEvent.task(newTask(context, TaskState.TASK_STATE_WORKING)));
        bus.publish(artifact(context, "first", arg || "artifact reply"));
        bus.publish(artifact(context, "second", "(second)"));
        bus.publish(finalStatus(context, TaskState.TASK_STATE_COMPLETED));
        bus.finished();
        return;
      case "status":
        bus.publish(AgentEvent.task(newTask(context, TaskState.TASK_STATE_WORKING)));
        bus.publish(finalStatus(context, TaskState.TASK_STATE_COMPLETED, arg || "status reply"));
        bus.finished();
        return;
      case "input-required":
        bus.publish(AgentEvent.task(newTask(context, TaskState.TASK_STATE_WORKING)));
        bus.publish(
          finalStatus(context, TaskState.TASK_STATE_INPUT_REQUIRED, "which year do you mean?"),
        );
        bus.finished();
        return;
      case "data":
        reply([
          textPart("here is data"),
          {
            content: { $case: "data", value: { answer: 42 } },
            mediaType: "application/json",
            filename: "",
            metadata: undefined,
          },
        ]);
        return;
      case "file":
        reply([
          textPart("here is a file"),
          {
            content: { $case: "raw", value: Buffer.from("hello file") },
            mediaType: "text/plain",
            filename: "hello.txt",
            metadata: undefined,
          },
        ]);
        return;
      case "whoami": {
        const headers = context.context.state.get(STATE_HEADERS_KEY) ?? {};
        const custom = headers["x-mantyx-test"] ?? "-";
        reply([
          textPart(`version=${context.context.requestedVersion} x-mantyx-test=${custom}`),
        ]);
        return;
      }
      case "slow":
        await sleep(Number(arg) || 1000);
        reply([textPart(`echo: ${text}`)]);
        return;
      default:
        reply([textPart(`echo: ${text}`)]);
    }
  },
  async cancelTask(taskId, bus) {
    bus.finished();
  },
};

// A JSON-RPC error is a property of the request, not of a task: throw before the executor runs.
class TestRequestHandler extends DefaultRequestHandler {
  async sendMessage(params, context) {
    if (textOf(params.message) === "jsonrpc-error")
      throw new UnsupportedOperationError("the test agent refuses this on purpose");
    return super.sendMessage(params, context);
  }
}

const app = express();
const server = app.listen(port, "127.0.0.1", () => {
  const actual = server.address().port;
  const base = `http://127.0.0.1:${actual}`;
  const endpoint = `${base}/a2a/jsonrpc`;
  const interfaces = [];
  if (!only03)
    interfaces.push({ url: endpoint, protocolBinding: "JSONRPC", tenant: "", protocolVersion: "1.0" });
  if (legacyCompat)
    interfaces.push({ url: endpoint, protocolBinding: "JSONRPC", tenant: "", protocolVersion: "0.3" });
  const card = {
    name: "MANTYX test agent",
    description: "Replies according to the message text; used by the localtools tests.",
    supportedInterfaces: interfaces,
    provider: { organization: "MANTYX tests", url: "https://example.invalid/" },
    version: "1.0.0",
    capabilities: { streaming: false, pushNotifications: false, extensions: [] },
    securitySchemes: {},
    securityRequirements: [],
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain", "application/json"],
    skills: [
      {
        id: "echo",
        name: "Echo",
        description: "Echoes the message.",
        tags: ["test"],
        examples: ["hello"],
        inputModes: [],
        outputModes: [],
        securityRequirements: [],
      },
    ],
    signatures: [],
  };
  const requestHandler = new TestRequestHandler(card, new InMemoryTaskStore(), executor);
  const compat = legacyCompat ? { legacyCompat: { enabled: true } } : {};

  if (token !== undefined) {
    app.use((req, res, next) => {
      if (req.headers.authorization === `Bearer ${token}`) return next();
      res.status(401).json({ error: "missing or wrong bearer token" });
    });
  }
  app.use(`/.well-known/${cardPath}`, agentCardHandler({ agentCardProvider: requestHandler, ...compat }));
  app.use(
    "/a2a/jsonrpc",
    jsonRpcHandler({ requestHandler, userBuilder: UserBuilder.noAuthentication, ...compat }),
  );
  process.stdout.write(`listening ${actual}\n`);
});

const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
process.stdin.on("end", stop);
process.stdin.resume();
