import type { Queryable } from '../../db/index.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The group's wallboard now, from the live state the platform's events keep (server/ingest/
 * liveEvents.ts): calls in progress, each queue with its waiting callers, agents, and today's
 * answered and missed calls (today in the group's zone). A queue is named by the platform; a
 * configured queue whose extension number or description is that name lends its description.
 * The server's clock is answered too, so that the portal counts waiting times from it.
 */
export async function wallboardOf(db: Queryable, group: number, zone: string, now: Date) {
  const [calls, agents, queues, today] = await Promise.all([
    db.query<{ call_id: string; direction: string; caller: string; callee: string; state: string; queue: string | null; extension: number | null; started_at: Date; queued_at: Date | null; answered_at: Date | null }>(
      `SELECT call_id, direction, caller, callee, state, queue, extension, started_at, queued_at, answered_at
         FROM live_calls WHERE group_id = $1 ORDER BY started_at, call_id`,
      [group],
    ),
    db.query<{ extension: number; name: string | null; status: string; status_since: Date; queues: string[]; calls_answered: number }>(
      `SELECT a.extension, x.data ->> 'name' AS name, a.status, a.status_since, a.queues,
              (SELECT count(*)::int FROM live_call_outcomes o
                WHERE o.group_id = a.group_id AND o.extension = a.extension AND o.answered AND o.ended_at >= date_trunc('day', $2::timestamptz AT TIME ZONE $3) AT TIME ZONE $3) AS calls_answered
         FROM live_agents a
         LEFT JOIN res_extension x ON x.group_id = a.group_id AND (x.data ->> 'extension')::int = a.extension
        WHERE a.group_id = $1 ORDER BY a.extension`,
      [group, now.toISOString(), zone],
    ),
    db.query<{ id: number; description: string; extension: string }>(
      `SELECT id, data ->> 'description' AS description, data ->> 'extension' AS extension FROM res_queue WHERE group_id = $1 ORDER BY id`,
      [group],
    ),
    db.query<{ queue: string | null; answered: number; missed: number }>(
      `SELECT queue, count(*) FILTER (WHERE answered)::int AS answered, count(*) FILTER (WHERE NOT answered)::int AS missed
         FROM live_call_outcomes WHERE group_id = $1 AND ended_at >= date_trunc('day', $2::timestamptz AT TIME ZONE $3) AT TIME ZONE $3
        GROUP BY queue`,
      [group, now.toISOString(), zone],
    ),
  ]);
  const configured = (name: string) => queues.find((q) => q.extension === name || q.description === name);
  // Every queue seen now or today, by the platform's name; configured queues named by description.
  const names = new Set<string>([
    ...calls.flatMap((c) => (c.queue ? [c.queue] : [])),
    ...agents.flatMap((a) => a.queues),
    ...today.flatMap((t) => (t.queue ? [t.queue] : [])),
  ]);
  const grandTotal = today.reduce((sum, t) => ({ answered: sum.answered + t.answered, missed: sum.missed + t.missed }), { answered: 0, missed: 0 });
  const queueRows = [...names].sort().map((name) => {
    const waiting = calls.filter((c) => c.queue === name && c.state === 'queued');
    const serving = agents.filter((a) => a.queues.includes(name) && a.status !== 'offline');
    const counted = today.find((t) => t.queue === name);
    return {
      name,
      queue: configured(name)?.id ?? null,
      description: configured(name)?.description ?? name,
      waiting: waiting.length,
      longest_waiting_since: iso(waiting.reduce<Date | null>((min, c) => (c.queued_at && (!min || c.queued_at < min) ? c.queued_at : min), null)),
      agents: serving.length,
      available_agents: serving.filter((a) => a.status === 'available').length,
      answered: counted?.answered ?? 0,
      abandoned: counted?.missed ?? 0,
    };
  });
  const waiting = calls.filter((c) => c.state === 'queued');
  return {
    now: now.toISOString(),
    time_zone: zone,
    live_agents: agents.filter((a) => a.status !== 'offline').length,
    people_in_queue: waiting.length,
    // Every call in progress, ringing, waiting or talking: the wallboard's "Calls in progress"
    // card counts what its table lists (issue 27: it said 0 beside three calls).
    people_in_calls: calls.length,
    answered_today: grandTotal.answered,
    missed_today: grandTotal.missed,
    calls: calls.map((c) => ({
      call_id: c.call_id, direction: c.direction, caller: c.caller, callee: c.callee, state: c.state, queue: c.queue, extension: c.extension,
      started_at: iso(c.started_at)!, queued_at: iso(c.queued_at), answered_at: iso(c.answered_at),
    })),
    queues: queueRows,
    agents: agents.map((a) => ({
      extension: a.extension, name: a.name, status: a.status, status_since: iso(a.status_since)!, queues: a.queues, calls_answered: a.calls_answered,
    })),
  };
}
