// SCRATCH (not committed): which statements of the dashboard's /v1 calls grow with a group of 10,000.
import { it } from "vitest";
import type { Db, Queryable } from "../../api/db/db.ts";
import { createCommunity, register, startApi } from "../api/harness.ts";

const log: { sql: string; ms: number }[] = [];
let on = false;
function timed(q: Queryable): Queryable {
  return {
    async query(sql, params) {
      const t = performance.now();
      const r = await q.query(sql, params);
      if (on) log.push({ sql: sql.replace(/\s+/g, " ").slice(0, 160), ms: performance.now() - t });
      return r as never;
    },
    exec: (sql) => q.exec(sql),
  };
}
const wrap = (db: Db): Db => ({ ...db, ...timed(db), transaction: (fn) => db.transaction((tx) => fn(timed(tx))) });

it("profiles", { timeout: 600_000 }, async () => {
  const backend = (process.env.PROFILE_DB ?? "pglite") as "pglite";
  const api = await startApi(backend, {}, { wrapDb: wrap });
  const m = await register(api, { first_name: "Mona" });
  const c = await createCommunity(api, m);
  const size = Number(process.env.PROFILE_SIZE ?? 10000);
  await api.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ created_by_user_id: string }>("SELECT created_by_user_id FROM communities WHERE id = $1", [c.id]);
    const by = rows[0]!.created_by_user_id;
    await tx.query(`CREATE TEMP TABLE bench_people ON COMMIT DROP AS SELECT g, gen_random_uuid() AS member_id, gen_random_uuid() AS bar_id FROM generate_series(1, $1::integer) g`, [size - 1]);
    await tx.query(`INSERT INTO bars (id, community_id, name, is_shared, items, created_by_user_id, created_at, updated_at) SELECT bar_id, $1, 'Bar for Person ' || lpad(g::text, 5, '0'), false, '[]'::jsonb, $2, now(), now() FROM bench_people`, [c.id, by]);
    await tx.query(`INSERT INTO bar_versions (bar_id, author_user_id, created_at, name, is_shared, items) SELECT bar_id, $1, now(), 'Bar', false, '[]'::jsonb FROM bench_people`, [by]);
    await tx.query(`INSERT INTO members (id, community_id, first_name, last_name, role, state, bar_ids, created_at, updated_at) SELECT member_id, $1, 'Person', lpad(g::text, 5, '0'), 'member', 'uninvited', ARRAY[bar_id], now() + g * interval '1 millisecond', now() FROM bench_people`, [c.id]);
    await tx.query("UPDATE communities SET member_count = member_count + $2 WHERE id = $1", [c.id, size - 1]);
  });
  if (process.env.PROFILE_ANALYZE) await api.db.query("ANALYZE");
  const some = await api.db.query<{ id: string }>("SELECT id FROM members WHERE community_id = $1 ORDER BY created_at, id LIMIT 50", [c.id]);
  const t = m.token;
  const base = `/v1/communities/${c.id}`;
  const calls = [
    `/v1/users/${m.userId}/communities`,
    base,
    `${base}/members?limit=50`,
    `${base}/members?limit=50&q=Person%200000`,
    `${base}/members?bar=none&limit=5`,
    `${base}/members?bar=${c.default_bar_id}&limit=5`,
    `${base}/billing`,
    `${base}/devices?members=${some.rows.map((r) => r.id).join(",")}`,
    `${base}/members/${some.rows[49]?.id}`,
    `${base}/link-health`,
    `${base}/bars/${c.default_bar_id}`,
  ];
  for (let round = 0; round < 3; round++) {
    for (const path of calls) {
      on = round === 2;
      const s = performance.now();
      const r = await api.call("GET", path, { token: t });
      if (on) console.log(`${(performance.now() - s).toFixed(1).padStart(7)} ms ${r.status} GET ${path}`);
      if (on) {
        for (const e of log) console.log(`     ${e.ms.toFixed(1).padStart(7)} ${e.sql}`);
        log.length = 0;
      }
    }
  }
  const explain = async (sql: string, params: unknown[]) => {
    const r = await api.db.query<{ "QUERY PLAN": string }>(`EXPLAIN ANALYZE ${sql}`, params);
    console.log(r.rows.map((x) => x["QUERY PLAN"]).join("\n"));
  };
  const SEL = `SELECT m.id FROM members m LEFT JOIN users u ON u.id = m.user_id`;
  const W = `m.community_id = $1 AND m.id = ANY(ARRAY(SELECT n.id FROM members n WHERE n.community_id = $1 AND member_search_name(n.first_name, n.last_name) LIKE lower($2::text) UNION SELECT e.id FROM users u2 JOIN members e ON e.user_id = u2.id WHERE e.community_id = $1 AND lower(u2.email) LIKE lower($2::text)))`;
  await explain(`SELECT count(*) FROM members m WHERE ${W}`, [c.id, "%person 0000%"]);
  await explain(`${SEL} WHERE ${W} ORDER BY m.created_at, m.id LIMIT 50`, [c.id, "%person 0000%"]);
  await explain(`${SEL} WHERE m.community_id = $1 ORDER BY m.created_at, m.id LIMIT 50`, [c.id]);
  await api.close();
});
