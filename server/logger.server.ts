import pino from "pino";
import { settings } from "./env.server.ts";

// Pretty, synchronous output in development (pino's worker transports don't load inside Vite's module runner).
const prettyStream =
  settings.NODE_ENV === "development" && process.stdout.isTTY
    ? (await import("pino-pretty")).default({ colorize: true, ignore: "pid,hostname", sync: true })
    : undefined;

export const logger = prettyStream
  ? pino({ level: settings.LOG_LEVEL }, prettyStream)
  : pino({ level: settings.LOG_LEVEL });
