/**
 * The rules of a live classroom session, each with an id. Tests carry the id in their name
 * (`[R12] ...`) and every refusal names the rule that refused, so a failing test, a log line and
 * an error ack all point at the same sentence here.
 */
export const Rule = {
  /** A room is created once, by its host, with a 6-digit code; a live code is never reused. */
  create: 'R1',
  /** Session options: defaults (10 questions, 20 s, leaderboard after each question, generated
   * names, cap 60, English, difficulty 5, multiple choice) and bounds (1-10 questions, 5-120 s,
   * cap 1-1000, at least one question type). */
  options: 'R2',
  /** Students join in the lobby, while a question is open or closed; not at the podium or after. */
  joinPhase: 'R3',
  /** A locked room takes no new students (a seated student still comes back). */
  joinLocked: 'R4',
  /** No more active students than the room cap. */
  joinCap: 'R5',
  /** A join names one of the 20 characters. */
  joinCharacter: 'R6',
  /** Typed nicknames (only when the host allows them): NFKC, spaces collapsed, 2-20 characters,
   * letters, digits, spaces, - ' . only, at least one letter, at most 4 digits, and no digit
   * beside two or more words (a full name with a number, "Mia Smith 2016"). */
  typedNickname: 'R7',
  /** A typed nickname the injected screen rejects (profanity) is refused; with no screen, typed
   * names are refused (fail closed). */
  nicknameScreen: 'R8',
  /** Nicknames are unique in the room, case-insensitively and by look-alike skeleton ("Alice" in
   * Latin, Cyrillic or Greek letters is one name), generated and typed alike. */
  nicknameUnique: 'R9',
  /** A generated nickname is an adjective + animal from the lists, shown in the session language. */
  generatedNickname: 'R10',
  /** A banned student cannot join again or come back; a kicked one may join again. */
  banned: 'R11',
  /** A seat id joins once. */
  joinOnce: 'R12',
  /** Host actions come only from the room's host; a student can do none of them. */
  hostOnly: 'R13',
  /** Student actions come only from a seated, active student, always for that student's own
   * seat (the seat comes from the connection, never from the payload). */
  studentOnly: 'R14',
  /** Start: from the lobby with at least one student; questions are generated from the seed and
   * the first question opens. */
  start: 'R15',
  /** An open question has a deadline (opened + seconds per question); when its timer fires the
   * question closes. */
  deadline: 'R16',
  /** The host may close the open question early (naming its index). */
  closeEarly: 'R17',
  /** The question closes the moment the last connected student has answered (an answer, a
   * disconnect or a kick can make that happen), not waiting for the timer; never while paused
   * and never because nobody is connected. */
  closeWhenAllAnswered: 'R18',
  /** Next: from a closed question the next one opens; after the last one the podium begins. */
  next: 'R19',
  /** Skip: the open question is dropped (no points, not in the statistics or results) and the
   * next one opens (or the podium begins). */
  skip: 'R20',
  /** Pause and resume, only while a question is open: the countdown stops and keeps what was
   * left; answers are refused while paused. */
  pause: 'R21',
  /** The host dropping while a question is open pauses it; the host coming back resumes that
   * pause. Students see that the teacher is away. */
  hostAway: 'R22',
  /** Lock and unlock the room for new joins. */
  lock: 'R23',
  /** Kick frees the seat and the nickname; ban keeps the nickname taken and bars the seat. Both
   * drop the student's connection. */
  kickBan: 'R24',
  /** End: from any phase but ended. An open question is closed first (its answers count); the
   * results are persisted once if a question was asked; every timer is cancelled. */
  end: 'R25',
  /** Play again: from the podium, a new round in the same room with the same options; students
   * keep their seats, scores start at 0, a new session id. */
  playAgain: 'R26',
  /** One answer per student per question. */
  oneAnswer: 'R27',
  /** Answers only to the open question, by its index, before its deadline; answers after the
   * close or to another question are refused. */
  answerOpenOnly: 'R28',
  /** The server judges answers: 100 points per correct answer, added when the question closes;
   * a client never sends a score or correctness (strict payloads). An answer must fit the
   * question (one of its options, or a clock for set the clock). */
  scoring: 'R29',
  /** Each wrong answer keeps its misconception tag (and every match). */
  misconceptionTag: 'R30',
  /** Ranking: score, then less total answer time (a question not answered counts the time it
   * was open); equal score and equal time share a place (1, 1, 3), listed in join order;
   * computed once per close. */
  ranking: 'R31',
  /** A student's view never holds the correct answer, nor whether an answer was right, while
   * the question is open. */
  noAnswerBeforeClose: 'R32',
  /** A student's view holds the top 5 and the student's own rank and score, never the class
   * list; with "leaderboard only at the end" no ranks before the podium; when the host hides
   * places, no top, no own rank and no one on the podium. */
  studentViewLimits: 'R33',
  /** Every emit goes through a per-role view. */
  viewsOnly: 'R34',
  /** The podium timeline (spec section 4): 200 intro, 800 third, 1800 second, 2800 first, 4000
   * celebration, 5500 statistics, 7500 complete, each a scheduled timer from the podium start. */
  podiumTimeline: 'R35',
  /** Final statistics: students, questions, average answer time, most missed question, the
   * class goal (right answers of those asked, goal 80 %) and the most improved child. */
  finalStats: 'R36',
  /** Results (players, answers, times, tags; nickname only, no tokens) are persisted once per
   * round: at the podium, or at an early end. */
  persistResults: 'R37',
  /** A disconnected student keeps the seat, score and answers and comes back into them. */
  reconnect: 'R38',
  /** A timer firing that is not the room's current timer changes nothing. */
  staleTimer: 'R39',
  /** Every accepted event adds 1 to the version; a refused event changes nothing at all. */
  version: 'R40',
  /** A class room (run for a class the API granted the host): a student takes a roster child's
   * seat by the child's id, and the seat shows that child's nickname and character; a child held
   * by an active seat is taken (a kicked or banned seat frees it); generated and typed names are
   * refused there, and a roster choice anywhere else. */
  rosterSeat: 'R41',
  /** An adaptive room (each child at their own level): each seat plays at a level, the roster
   * child's level, else the level its join sent (1-12), else 1; each question index has one
   * question per level in play, made from the start's seed (the same seed, level and index
   * always give the same question); a seat sees, answers and is judged on its own level's
   * question, and a right answer is worth 100 points at every level. The board keeps the class
   * question. Results keep each answer with the question the seat got. */
  adaptive: 'R42',
} as const;
export type Rule = (typeof Rule)[keyof typeof Rule];
