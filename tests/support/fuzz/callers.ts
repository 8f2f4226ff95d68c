import type { FastifyInstance } from "fastify";
import type { Role } from "./route-requests.ts";

interface Account {
  id: number;
  phone: string;
  password: string;
  sid?: string;
}

/**
 * The accounts the fuzz sends its requests as, each with a session. A request may end a
 * session (a login or registration replaces it, the administrator sets a new password), so
 * the session is renewed whenever an answer touched its cookie.
 */
export class Callers {
  private readonly accounts: Partial<Record<Role, Account>> = {};

  private readonly app: FastifyInstance;
  private readonly origin: string;

  constructor(app: FastifyInstance, origin: string) {
    this.app = app;
    this.origin = origin;
  }

  async add(role: Exclude<Role, "guest">, account: Account): Promise<void> {
    this.accounts[role] = account;
    await this.signIn(role);
  }

  idOf(role: Role): number | undefined {
    return this.accounts[role]?.id;
  }

  cookieOf(role: Role): string | undefined {
    const sid = this.accounts[role]?.sid;
    return sid ? `sid=${sid}` : undefined;
  }

  roleOfAccount(id: number): Role | undefined {
    return (Object.keys(this.accounts) as Role[]).find((role) => this.accounts[role]?.id === id);
  }

  /** The administrator gave the account a new password; its sessions may be gone. */
  async passwordChanged(role: Role, password: string): Promise<void> {
    const account = this.accounts[role];
    if (!account) return;
    account.password = password;
    await this.signIn(role);
  }

  async signIn(role: Role): Promise<void> {
    const account = this.accounts[role];
    if (!account) return;
    const res = await this.app.inject({
      method: "POST",
      url: "/api/auth/login",
      // From an address of its own: the generated requests (from 127.0.0.1) may spend an
      // account's wrong-password budget at their address, which must not lock the harness out.
      remoteAddress: "198.51.100.250",
      headers: { origin: this.origin },
      payload: { identifier: account.phone, password: account.password },
    });
    const sid = res.cookies.find((c) => c.name === "sid")?.value;
    if (res.statusCode !== 200 || !sid) throw new Error(`${role} cannot sign in: ${res.statusCode} ${res.body}`);
    account.sid = sid;
  }
}
