import { sql, type Kysely } from "kysely";
import type { DatabaseKind } from "../../src/server/db/database.ts";
import type { Database } from "../../src/server/db/schema.ts";

// ---------------------------------------------------------------------------------------------
// Generated accounts: German names in the order of their frequency, but steeper (one account in
// 15 is a Müller, about twenty times as many as in Germany, so that the broadest name search is
// broader than in life), German mobile numbers in the stored form "+49…", an e-mail for some
// (umlauts spelled out, "juergen.mueller.17@web.de", as addresses are).

const firstNames = `
  Jürgen Björn Jörg Sören Günter Jonas Lukas Felix Maximilian Paul Leon Finn Elias Noah Ben Thomas
  Michael Andreas Stefan Frank Uwe Klaus Dieter Wolfgang Horst Peter Hans Matthias Tobias Sebastian
  Florian Daniel Christian Markus Alexander Jan Tim Niklas Moritz Lars Anna Maria Jana Lena Hannah
  Emma Mia Sophie Lea Laura Julia Sarah Katharina Sabine Petra Ursula Monika Brigitte Renate Gisela
  Käthe Jutta Bärbel Dörte Gönül Ilse Heike Andrea Claudia Susanne Nicole Stefanie Melanie
  Christina Franziska Marie Lina Clara Greta Ida
`
  .trim()
  .split(/\s+/);
// Name and weight: the first ones are the most frequent German surnames.
const surnames = `
  Müller:26 Schmidt:19 Schneider:11 Fischer:10 Weber:9 Meyer:8 Wagner:8 Becker:7 Schulz:7
  Hoffmann:7 Schäfer:6 Koch:6 Bauer:6 Richter:6 Klein:6 Wolf:5 Schröder:5 Neumann:5 Schwarz:5
  Zimmermann:5 Braun:5 Krüger:5 Hofmann:5 Hartmann:4 Lange:4 Schmitt:4 Werner:4 Schmitz:4 Krause:4
  Meier:4 Lehmann:4 Schmid:4 Schulze:4 Maier:4 Köhler:4 Herrmann:4 König:3 Walter:3 Mayer:3 Huber:3
  Kaiser:3 Fuchs:3 Peters:3 Lang:3 Scholz:3 Möller:3 Weiß:3 Jung:3 Hahn:3 Schubert:3 Vogel:3
  Friedrich:3 Keller:3 Günther:3 Frank:3 Berger:3 Winkler:3 Roth:3 Beck:3 Lorenz:3 Baumann:2
  Franke:2 Albrecht:2 Schuster:2 Simon:2 Ludwig:2 Böhm:2 Winter:2 Kraus:2 Martin:2 Schumacher:2
  Krämer:2 Vogt:2 Stein:2 Jäger:2 Otto:2 Sommer:2 Groß:2 Seidel:2 Heinrich:2 Brandt:2 Haas:2
  Schreiber:2 Graf:2 Schulte:2 Dietrich:2 Ziegler:2 Kuhn:2 Kühn:2 Pohl:2 Engel:2 Horn:2 Busch:2
  Bergmann:2 Thomas:2 Voigt:2 Sauer:2 Arnold:2 Wolff:2 Pfeiffer:2 Bürger:1 Döring:1 Gärtner:1
  Hübner:1 Jürgens:1 Lübke:1 Nöthen:1 Öztürk:1 Süß:1 Thüring:1 Ückermann:1 Ährenfeld:1 Özdemir:1
  Yılmaz:1
`
  .trim()
  .split(/\s+/)
  .map((entry) => entry.split(":") as [string, string]);
const surnameTable = surnames.flatMap(([name, weight]) => Array<string>(Number(weight)).fill(name));
const mobilePrefixes = "151 152 157 159 160 162 163 170 171 172 173 174 175 176 177 178 179".split(" ");
const mailHosts = ["web.de", "gmx.de", "t-online.de", "gmail.com", "posteo.de"];
// Argon2 hashes are slow on purpose; the search never reads this one.
const passwordHash = "$argon2id$v=19$m=19456,t=2,p=1$YmVuY2gtYmVuY2g$ZmFrZS1oYXNoLWZvci1iZW5jaG1hcmtzLW9ubHkx";

/** A small deterministic generator, so both databases and every run hold the same accounts. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface GeneratedUser {
  name: string;
  phone: string;
  email: string | null;
  createdAt: string;
}

function* generateUsers(count: number): Generator<GeneratedUser> {
  const random = mulberry32(20261124);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const start = Date.parse("2023-01-01T00:00:00Z");
  const span = Date.parse("2026-11-20T00:00:00Z") - start;
  for (let i = 0; i < count; i += 1) {
    const first = pick(firstNames);
    const last = pick(surnameTable);
    // i times an odd number coprime to 10^8 is a bijection on 8 digits: unique, yet scattered.
    const subscriber = String((i * 48_271 + 1_234_567) % 100_000_000).padStart(8, "0");
    const phone = `+49${pick(mobilePrefixes)}${subscriber}`;
    const email =
      random() < 0.4
        ? `${first}.${last}.${i}@${pick(mailHosts)}`
            .toLowerCase()
            .replace(/ä/g, "ae")
            .replace(/ö/g, "oe")
            .replace(/ü/g, "ue")
            .replace(/ß/g, "ss")
            .replace(/ı/g, "i")
        : null;
    // Ids grow with time, as in the app.
    const createdAt = new Date(start + Math.floor((span * i) / count)).toISOString();
    yield { name: `${first} ${last}`, phone, email, createdAt };
  }
}

// ---------------------------------------------------------------------------------------------
// Filling the databases through the users table, so the triggers write the search texts.

export async function fillAccounts(db: Kysely<Database>, kind: DatabaseKind, count: number): Promise<void> {
  // SQLite allows 32 766 parameters per statement; PostgreSQL takes the columns as arrays.
  const batch = kind === "sqlite" ? 5000 : 20_000;
  const perTransaction = kind === "sqlite" ? 50_000 : 100_000;
  let rows: GeneratedUser[] = [];
  let pending: GeneratedUser[][] = [];
  let done = 0;
  const started = performance.now();

  async function flush(): Promise<void> {
    const batches = pending;
    pending = [];
    await db.transaction().execute(async (trx) => {
      for (const part of batches) {
        if (kind === "postgres") {
          await sql`insert into users (name, phone, email, password_hash, created_at)
            select n, p, e, ${passwordHash}, c from unnest(
              ${part.map((u) => u.name)}::text[], ${part.map((u) => u.phone)}::text[],
              ${part.map((u) => u.email)}::text[], ${part.map((u) => u.createdAt)}::text[]
            ) as t(n, p, e, c)`.execute(trx);
        } else {
          await trx
            .insertInto("users")
            .values(
              part.map((u) => ({
                name: u.name,
                phone: u.phone,
                email: u.email,
                password_hash: passwordHash,
                created_at: u.createdAt,
              })),
            )
            .execute();
        }
        done += part.length;
      }
    });
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`\r  ${done.toLocaleString("de-DE")} Konten angelegt (${seconds.toFixed(0)} s)   `);
  }

  for (const user of generateUsers(count)) {
    rows.push(user);
    if (rows.length === batch) {
      pending.push(rows);
      rows = [];
      if (pending.length * batch >= perTransaction) await flush();
    }
  }
  if (rows.length) pending.push(rows);
  if (pending.length) await flush();
  process.stdout.write("\n");
  // The list shows each account's membership and balance: one in eight has a running
  // membership, one in five a credit account.
  await sql`insert into subscriptions (user_id, plan_id, status, provider, start_date, created_at, updated_at)
    select id, 'premium', 'active', 'manual', created_at, created_at, created_at from users where id % 8 = 0`.execute(
    db,
  );
  await sql`insert into credit_accounts (user_id, balance, held, updated_at)
    select id, (id * 7) % 5000, 0, created_at from users where id % 5 = 0`.execute(db);
  if (kind === "postgres") await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
}
