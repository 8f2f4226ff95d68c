import { PassThrough } from "node:stream";
import { statusStreamEvents, type StatusChange } from "../../../shared/schemas/live-status.ts";
import { eventStreamOpened } from "../../lib/metrics.ts";
import type { StatusEvent } from "../consultants/index.ts";

/** A browser whose connection does not take what is sent (this much waiting) is cut off; it resumes. */
const maxBufferedBytes = 256 * 1024;

/** One status event as the stream sends it. */
export function statusFrame(event: StatusEvent): string {
  const change: StatusChange = { id: event.consultantId, status: event.status as StatusChange["status"] };
  return `event: ${statusStreamEvents.status}\nid: ${event.id}\ndata: ${JSON.stringify(change)}\n\n`;
}

/** The missed events are no longer all kept: load the list again, then resume after `newest`. */
export function reloadFrame(newest: number | null): string {
  return `event: ${statusStreamEvents.reload}\n${newest === null ? "" : `id: ${newest}\n`}data: {}\n\n`;
}

interface OpenStream {
  readonly body: PassThrough;
  readonly address: string;
  /** The newest event id this stream has sent (or needs not send). */
  cursor: number;
  /** While the missed events are read: what arrives meanwhile, sent after them. */
  held: StatusEvent[] | null;
}

export type Refusal = "per-address" | "process";

/**
 * The open event streams of this process: at most `maxStreams`, at most `perAddress` from one
 * client address as lib/client-address-key.ts counts it (an IPv6 client by its /64). New events go
 * to every stream that has not sent them yet, each in its order; a comment line every
 * `heartbeatMs` keeps idle connections open through the proxy.
 */
export function createStreamHub(options: { maxStreams: number; perAddress: number; heartbeatMs: number }) {
  const streams = new Set<OpenStream>();
  const perAddress = new Map<string, number>();
  let heartbeat: NodeJS.Timeout | null = null;
  let closing = false;

  function write(stream: OpenStream, text: string): void {
    if (stream.body.writableLength > maxBufferedBytes) {
      stream.body.end();
      return;
    }
    stream.body.write(text);
  }

  function send(stream: OpenStream, events: readonly StatusEvent[], frames: Map<StatusEvent, string>): void {
    let text = "";
    for (const event of events) {
      if (event.id <= stream.cursor) continue;
      stream.cursor = event.id;
      let frame = frames.get(event);
      if (frame === undefined) {
        frame = statusFrame(event);
        frames.set(event, frame);
      }
      text += frame;
    }
    if (text) write(stream, text);
  }

  function remove(stream: OpenStream, closed: () => void): void {
    if (!streams.delete(stream)) return;
    const left = (perAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) perAddress.set(stream.address, left);
    else perAddress.delete(stream.address);
    closed();
    if (streams.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  return {
    get size() {
      return streams.size;
    },
    get closing() {
      return closing;
    },
    /** Why a new stream from `address` is refused, or null when it may open. */
    refusal(address: string): Refusal | null {
      if ((perAddress.get(address) ?? 0) >= options.perAddress) return "per-address";
      if (streams.size >= options.maxStreams) return "process";
      return null;
    },
    /**
     * Opens a stream from `cursor` on; it holds what arrives until `release` is called with
     * the events read from the table after `cursor` (the ones the browser missed).
     */
    open(address: string, cursor: number) {
      const stream: OpenStream = { body: new PassThrough(), address, cursor, held: [] };
      streams.add(stream);
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      const closed = eventStreamOpened();
      stream.body.on("close", () => remove(stream, closed));
      heartbeat ??= setInterval(() => {
        for (const s of streams) if (!s.held) write(s, ": ping\n\n");
      }, options.heartbeatMs);
      heartbeat.unref();
      return {
        body: stream.body,
        write: (text: string) => write(stream, text),
        /** Sends the missed events, then what arrived meanwhile; from then on, events as they come. */
        release(missed: readonly StatusEvent[]) {
          const frames = new Map<StatusEvent, string>();
          send(stream, missed, frames);
          const held = stream.held ?? [];
          stream.held = null;
          send(stream, held, frames);
        },
        /** The newest id sent or skipped. */
        cursor: () => stream.cursor,
        setCursor(id: number) {
          stream.cursor = id;
        },
      };
    },
    /** New events, in order, for every stream. */
    deliver(events: readonly StatusEvent[]): void {
      const frames = new Map<StatusEvent, string>();
      for (const stream of streams) {
        if (stream.held) stream.held.push(...events);
        else send(stream, events, frames);
      }
    },
    /**
     * Ends every stream (the process is draining or closing): the browsers reconnect, through
     * the proxy to another process, and resume with their Last-Event-ID. Streams opened from
     * now on end as soon as they have sent what was missed.
     */
    endAll(): void {
      closing = true;
      for (const stream of streams) stream.body.end();
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
