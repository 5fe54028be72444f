// The doors on the one fastify app, side by side (CONTRIBUTING.md, "Import direction"): REST
// builds the app and its shared hooks (http/app.ts), then MCP, the console and the Operator app
// are mounted on it. No door imports another; this file, part of the composition root with
// src/service.ts, is the only place that knows them all.
import type { FastifyInstance } from 'fastify';
import type { ConsoleDeps } from '../console/kit.ts';
import { registerConsole } from '../console/plugin.ts';
import { buildApp } from '../http/app.ts';
import { registerMcpRoute } from '../mcp/http-route.ts';
import { type OperatorAppOptions, registerOperatorApp } from '../operator-app/plugin.ts';
import type { OperatorAppStore } from '../operator-app/store.ts';
import type { Engine } from '../runtime/engine.ts';
import type { Services } from '../services.ts';

export interface DoorsOptions {
  readonly engine: Engine;
  readonly services: Services;
  /** pino options (level, stream); false for silence. */
  readonly logger: false | Record<string, unknown>;
  /** The console's store, secret and cookies (the console's own deps less engine and services). */
  readonly console: Omit<ConsoleDeps, 'engine' | 'services'>;
  /** The Operator app's settings (its data directory, partners' environment, cookies). */
  readonly operatorApp: Omit<OperatorAppOptions, 'engine' | 'services' | 'console'>;
  /** The service's public base URL, known once it listens. */
  readonly baseUrl: () => string;
}

/** The app with every door, and the Operator app's store (the backup door reads it). */
export interface Doors {
  readonly app: FastifyInstance;
  readonly operatorAppStore: OperatorAppStore;
}

export async function buildDoors(o: DoorsOptions): Promise<Doors> {
  const { engine, services } = o;
  const rest = await buildApp({ engine, services, logger: o.logger });
  const { app } = rest;
  // /mcp takes the same bearer key and spends the same per-agent budget as REST.
  registerMcpRoute(app, engine, services, rest.operations, (req, reply) =>
    rest.spendAgentBudget(reply, req.agent!.agentId),
  );
  await registerConsole(app, { engine, services, ...o.console }, o.baseUrl);
  // The Operator app's staff pages sign in with the console's sessions (accounts/).
  const operatorAppStore = await registerOperatorApp(app, {
    engine,
    services,
    ...o.operatorApp,
    console: o.console.store,
  });
  return { app, operatorAppStore };
}
