import pg from "pg";

/** The reconnect waits: the first after half a second, doubling, at most ten seconds. */
export const listenBackoff = { firstMs: 500, maxMs: 10_000 };

export interface NotificationListener {
  /** Settles after the first attempt to listen, whether it worked or not. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * One PostgreSQL connection of its own, outside the pool, doing `LISTEN <channel>`. When the
 * connection breaks (the server restarted, an administrator ended it) it connects again after
 * a wait that grows from `listenBackoff.firstMs` to `listenBackoff.maxMs`, and says so through
 * `listening`: notifications sent while it was away are lost, so the caller reads what it
 * missed from the table then. `channel` is a fixed identifier of the portal, never input.
 */
export function listenForNotifications(
  url: string,
  channel: string,
  handlers: {
    /** A notification on the channel arrived. */
    notified(): void;
    /** LISTEN is in place (at the start and after every reconnect). */
    listening(): void;
    /** The connection broke or could not be made; a reconnect follows. */
    lost(error: unknown): void;
  },
): NotificationListener {
  let closed = false;
  let delay = listenBackoff.firstMs;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let firstAttempt: () => void = () => {};
  const ready = new Promise<void>((resolve) => (firstAttempt = resolve));

  const retryLater = (error: unknown) => {
    if (closed) return;
    handlers.lost(error);
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
    delay = Math.min(delay * 2, listenBackoff.maxMs);
  };

  async function connect(): Promise<void> {
    timer = null;
    if (closed) return;
    const client = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    let gone = false;
    const drop = (error: unknown) => {
      if (gone) return;
      gone = true;
      if (current === client) current = null;
      client.end().catch(() => {});
      retryLater(error);
    };
    client.on("error", drop);
    client.on("end", () => drop(new Error("the listening connection ended")));
    client.on("notification", (message) => {
      if (message.channel === channel) handlers.notified();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      drop(error);
      firstAttempt();
      return;
    }
    if (closed || gone) {
      gone = true;
      await client.end().catch(() => {});
      firstAttempt();
      return;
    }
    current = client;
    delay = listenBackoff.firstMs;
    handlers.listening();
    firstAttempt();
  }

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const client = current;
      current = null;
      firstAttempt();
      if (client) await client.end().catch(() => {});
    },
  };
}
