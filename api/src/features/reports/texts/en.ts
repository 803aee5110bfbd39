import type { ReportTexts } from './report-texts';

export const en: ReportTexts = {
  csv: {
    columns: [
      'Date (UTC)',
      'Source',
      'Session or assignment',
      'Nickname',
      'Character',
      'Question',
      'Question type',
      'Skill',
      'Clock shown',
      'Answer given',
      'Result',
      'Answer time (s)',
      'Misconception',
    ],
    session: 'Live session',
    assignment: 'Assignment',
    right: 'right',
    wrong: 'wrong',
    summary: 'Summary per child',
    summaryColumns: [
      'Nickname',
      'Character',
      'Answers',
      'Right',
      'Accuracy (%)',
      'Mean answer time (s)',
      'Most common misconception',
    ],
    everyone: 'Everyone',
    room: (code) => `Room ${code}`,
  },
  pdf: {
    title: 'Progress report',
    school: 'School',
    class: 'Class',
    grade: (grade) => (grade === 'K' ? 'Kindergarten' : `Grade ${grade}`),
    child: 'Child',
    character: 'Character',
    period: 'Period',
    noAnswers: 'No answers yet: this report fills in once your child has played.',
    answered: (answered, correct, percent) =>
      `${answered} answers, ${correct} right (${percent} %).`,
    accuracyTitle: 'Right answers by skill',
    trickyTitle: (nickname) => `What ${nickname} finds tricky`,
    nothingTricky: 'Nothing stands out: keep up the good work!',
    homeTitle: 'What to practise at home',
    homeEveryDay:
      'Read the time together at moments of the day: breakfast, leaving for school, bedtime.',
    footer:
      'Tick Tock Class. Children appear by nickname and character only: no real names are kept.',
  },
  skills: {
    oclock: "O'clock",
    half: 'Half past',
    quarter: 'Quarter past and to',
    five_minutes: 'Five minutes',
    one_minute: 'To the minute',
    elapsed: 'How much time has passed',
    h24: '24-hour clock',
  },
  tags: {
    hands_swapped: {
      tricky: 'Telling the short hand (hours) from the long hand (minutes).',
      home: 'Point at a clock together and ask which hand is the short one. Say the hour from the short hand first, then the minutes.',
    },
    past_to_reversed: {
      tricky: 'Telling "past" from "to", for example reading quarter to seven as quarter past.',
      home: 'Show that on the right half of the clock the long hand is "past" the hour, and on the left half it is "to" the next hour.',
    },
    halb_trap: {
      tricky: 'The German "halb": "halb drei" means half past two, half way to three.',
      home: 'Say "halb" times together: "halb drei" is 2:30, half way to three.',
    },
    next_hour: {
      tricky:
        'Saying the next hour too early, before the short hand has reached it (7:55 read as 8:55).',
      home: 'Before saying the hour, check which number the short hand has just passed.',
    },
    previous_hour: {
      tricky:
        'Saying the hour before, just after the short hand has passed a number (4:05 read as 3:05).',
      home: 'When the long hand is just after the 12, the hour is the number the short hand has just passed.',
    },
    numeral_as_minutes: {
      tricky:
        'Reading the number under the long hand as the minutes (the 3 as 3 minutes instead of 15).',
      home: 'Count by fives around the clock together: 5, 10, 15... Each number is worth 5 minutes.',
    },
    off_by_one_step: {
      tricky: 'Counting the minutes one step off (five minutes too many or too few).',
      home: 'Count the steps around the clock slowly, touching each number as you go.',
    },
    tick_miscount: {
      tricky: 'Counting the small minute marks between the numbers.',
      home: 'Count by fives to the last number, then by ones for the small marks.',
    },
    off_by_one_hour: {
      tricky: 'Reading the hour one off.',
      home: 'Look at the short hand together: which number has it just passed?',
    },
    am_pm_swap: {
      tricky: 'Morning and afternoon on the 24-hour clock (14:00 is 2 in the afternoon).',
      home: 'Talk about the times of the day: after 12 noon, add 12, so 2 in the afternoon is 14:00.',
    },
    h24_drop_ten: {
      tricky:
        'Turning 24-hour times into clock times: taking away 10 instead of 12 (15:00 read as 5 o’clock).',
      home: 'Practise taking away 12: 15 take away 12 is 3, so 15:00 is 3 o’clock.',
    },
    elapsed_units: {
      tricky: 'Working out how much time has passed, in hours and minutes.',
      home: 'Count on together: first to the next o’clock, then whole hours, then the minutes left.',
    },
    hour_hand_on_numeral: {
      tricky: 'At half past, reading the hour from the number nearest the short hand.',
      home: 'At half past, show that the short hand is half way between two numbers: the hour is the one it has passed.',
    },
    hour_wrong_other: {
      tricky: 'Reading the hour.',
      home: 'At different times of the day, ask which number the short hand has just passed.',
    },
    minute_wrong_other: {
      tricky: 'Reading the minutes.',
      home: 'Count by fives with the long hand: 5, 10, 15...',
    },
    unclassified: {
      tricky: 'Reading both hands together.',
      home: 'Read clocks together often: the short hand first, then the long hand.',
    },
  },
};
