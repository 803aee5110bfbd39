import type { Sql } from 'postgres';

// The bench's data, written set-wise with generate_series: a teacher with the measured class
// (30 children x 50 sessions x 10 questions, plus 5 assignments of 10 questions each), other
// classes of the same shape so the measured one is a small share of each table (as on a real
// server, where a seq scan would read everyone's answers), and the export class of 100,000
// answers (40 children x 250 sessions x 10 questions).

export type ClassShape = {
  children: number;
  sessions: number;
  questions: number;
  assignments: number;
};

export const MEASURED: ClassShape = { children: 30, sessions: 50, questions: 10, assignments: 5 };
export const EXPORT: ClassShape = { children: 40, sessions: 250, questions: 10, assignments: 0 };
/** Other classes of the measured shape, so the measured class is 1 in 20. */
export const OTHER_CLASSES = 19;

const CHARACTERS = [
  'dino',
  'cat',
  'dog',
  'panda',
  'unicorn',
  'dragon',
  'owl',
  'fox',
  'penguin',
  'rabbit',
];
const TAGS = [
  'hands_swapped',
  'past_to_reversed',
  'next_hour',
  'numeral_as_minutes',
  'off_by_one_step',
];

/** A teacher (users row) and their id. */
export async function seedTeacher(sql: Sql, email: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into users (email, role, plan) values (${email}, 'teacher', 'pro') returning id`;
  return row?.id ?? '';
}

/** One class of the given shape; answers are right about 70 % of the time. */
export async function seedClass(
  sql: Sql,
  teacherId: string,
  name: string,
  shape: ClassShape,
  seed: number,
): Promise<{ classId: string; childIds: string[] }> {
  await sql`select setseed(${(seed % 100) / 100})`;
  const [klass] = await sql<{ id: string }[]>`
    insert into classes (teacher_id, name, grade, language)
    values (${teacherId}, ${name}, '1', 'en') returning id`;
  const classId = klass?.id ?? '';
  const children = await sql<{ id: string }[]>`
    insert into class_children (class_id, nickname, nickname_key, character_id, created_at)
    select ${classId}, 'Kid ' || n, 'kid ' || n, (${CHARACTERS}::text[])[1 + n % ${CHARACTERS.length}],
      now() + n * interval '1 second'
    from generate_series(1, ${shape.children}) n
    returning id`;
  await sql`
    insert into classroom_sessions (id, teacher_id, room_code, options, questions, started_at,
      ended_at, end_reason, player_count, question_count, answer_count, class_id)
    select gen_random_uuid(), ${teacherId}, lpad((s * 7919 % 1000000)::text, 6, '0'),
      '{"questionCount":10,"questionTypes":["multiple_choice","read_time","set_time"],"difficulty":"15","secondsPerQuestion":20,"leaderboard":"after-each","nicknameMode":"generated","language":"en"}'::jsonb,
      '[]'::jsonb, timestamptz '2026-01-05 09:00Z' + s * interval '1 day',
      timestamptz '2026-01-05 09:10Z' + s * interval '1 day', 'completed',
      ${shape.children}, ${shape.questions}, ${shape.children * shape.questions}, ${classId}
    from generate_series(1, ${shape.sessions}) s`;
  await sql`
    insert into session_players (session_id, player_id, nickname, character_id, final_score,
      rank, correct_count, total_answer_ms, child_id)
    select cs.id, 'seat-' || c.n, 'Kid ' || c.n, 'fox', 0, c.n, 0, 0, c.id
    from classroom_sessions cs
    cross join (select id, row_number() over (order by created_at) n from class_children
      where class_id = ${classId}) c
    where cs.class_id = ${classId}`;
  await sql`
    with a as (
      -- Each answer carries its class and roster child, as ingestion stores them.
      select sp.session_id, sp.player_id, cs.class_id, sp.child_id, q,
        1 + (q * 5 + length(sp.player_id)) % 12 as hour,
        (array[0, 15, 30, 45, 5, 10, 20, 25, 35, 40])[1 + (q + length(sp.player_id)) % 10] as minute,
        random() < 0.7 as correct, random() as r
      from session_players sp
      join classroom_sessions cs on cs.id = sp.session_id
      cross join generate_series(0, ${shape.questions - 1}) q
      where cs.class_id = ${classId}
    )
    insert into session_answers (session_id, player_id, class_id, child_id, question_index,
      question_type, correct_time, given, correct, answer_ms, tag, skill)
    select session_id, player_id, class_id, child_id, q,
      (array['multiple_choice', 'read_time', 'set_time'])[1 + q % 3]::question_type,
      hour || ':' || lpad(minute::text, 2, '0'),
      case when correct then hour || ':' || lpad(minute::text, 2, '0')
        else (1 + hour % 12) || ':' || lpad(minute::text, 2, '0') end,
      correct, 1000 + (r * 7000)::int,
      case when correct then null else (${TAGS}::text[])[1 + (r * 1000)::int % ${TAGS.length}]::misconception_tag end,
      (case when minute = 0 then 'oclock' when minute = 30 then 'half'
        when minute % 15 = 0 then 'quarter' else 'five_minutes' end)::skill
    from a`;
  for (let n = 1; n <= shape.assignments; n++) {
    const [task] = await sql<{ id: string }[]>`
      insert into tasks (user_id, title, class_id) values (${teacherId}, ${`Homework ${n}`}, ${classId})
      returning id`;
    const taskId = task?.id ?? '';
    await sql`
      insert into assignment_games (task_id, child_id, game_id, played_at, answer_count, correct_count)
      select ${taskId}, id, gen_random_uuid(), timestamptz '2026-03-01 16:00Z' + ${n} * interval '1 day',
        ${shape.questions}, 0
      from class_children where class_id = ${classId}`;
    await sql`
      insert into assignment_answers (assignment_game_id, task_id, child_id, question_index,
        question_type, skill, correct_time, given, correct, answer_ms, tag, answered_at)
      select g.id, g.task_id, g.child_id, q, 'multiple_choice', 'quarter', '3:15',
        case when random() < 0.6 then '3:15' else '3:45' end, false, 1500 + q * 100, null, g.played_at
      from assignment_games g cross join generate_series(0, ${shape.questions - 1}) q
      where g.task_id = ${taskId}`;
    await sql`
      update assignment_answers set correct = (given = correct_time),
        tag = case when given = correct_time then null else 'past_to_reversed'::misconception_tag end
      where task_id = ${taskId}`;
  }
  return { classId, childIds: children.map((c) => c.id) };
}
