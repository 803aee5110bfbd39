import type { ReportTexts } from './report-texts';

export const de: ReportTexts = {
  csv: {
    columns: [
      'Datum (UTC)',
      'Quelle',
      'Sitzung oder Aufgabe',
      'Spitzname',
      'Figur',
      'Frage',
      'Fragetyp',
      'Fähigkeit',
      'Gezeigte Uhr',
      'Gegebene Antwort',
      'Ergebnis',
      'Antwortzeit (s)',
      'Typischer Fehler',
    ],
    session: 'Live-Sitzung',
    assignment: 'Aufgabe',
    right: 'richtig',
    wrong: 'falsch',
    summary: 'Zusammenfassung pro Kind',
    summaryColumns: [
      'Spitzname',
      'Figur',
      'Antworten',
      'Richtig',
      'Trefferquote (%)',
      'Mittlere Antwortzeit (s)',
      'Häufigster Fehler',
    ],
    everyone: 'Alle',
    room: (code) => `Raum ${code}`,
  },
  pdf: {
    title: 'Lernbericht',
    school: 'Schule',
    class: 'Klasse',
    grade: (grade) => (grade === 'K' ? 'Vorschule' : `${grade}. Klasse`),
    child: 'Kind',
    character: 'Figur',
    period: 'Zeitraum',
    noAnswers: 'Noch keine Antworten: Dieser Bericht füllt sich, sobald Ihr Kind gespielt hat.',
    answered: (answered, correct, percent) =>
      `${answered} Antworten, davon ${correct} richtig (${percent} %).`,
    accuracyTitle: 'Richtige Antworten nach Fähigkeit',
    trickyTitle: (nickname) => `Was ${nickname} noch schwerfällt`,
    nothingTricky: 'Nichts fällt besonders auf: weiter so!',
    homeTitle: 'Was Sie zu Hause üben können',
    homeEveryDay:
      'Gemeinsam zu festen Zeiten des Tages die Uhr lesen: beim Frühstück, vor der Schule, vor dem Schlafengehen.',
    footer:
      'Tick Tock Class. Kinder erscheinen nur mit Spitznamen und Figur: Es werden keine echten Namen gespeichert.',
  },
  skills: {
    oclock: 'Volle Stunden',
    half: 'Halbe Stunden',
    quarter: 'Viertel nach und Viertel vor',
    five_minutes: 'Fünf-Minuten-Schritte',
    one_minute: 'Auf die Minute',
    elapsed: 'Wie viel Zeit vergangen ist',
    h24: '24-Stunden-Uhr',
  },
  tags: {
    hands_swapped: {
      tricky: 'Den kurzen Zeiger (Stunden) vom langen Zeiger (Minuten) unterscheiden.',
      home: 'Gemeinsam auf eine Uhr zeigen und fragen, welcher Zeiger der kurze ist. Zuerst die Stunde am kurzen Zeiger sagen, dann die Minuten.',
    },
    past_to_reversed: {
      tricky:
        '„nach“ und „vor“ unterscheiden, zum Beispiel Viertel vor sieben als Viertel nach sieben lesen.',
      home: 'Zeigen, dass der lange Zeiger auf der rechten Hälfte der Uhr „nach“ der Stunde steht und auf der linken Hälfte „vor“ der nächsten.',
    },
    halb_trap: {
      tricky: 'Das Wort „halb“: „halb drei“ ist 2:30, die halbe Stunde vor drei.',
      home: 'Gemeinsam Uhrzeiten mit „halb“ sagen: „halb drei“ ist 2:30, auf halbem Weg zu drei.',
    },
    next_hour: {
      tricky:
        'Die nächste Stunde zu früh nennen, bevor der kurze Zeiger sie erreicht hat (7:55 als 8:55 gelesen).',
      home: 'Bevor die Stunde genannt wird, prüfen, an welcher Zahl der kurze Zeiger gerade vorbei ist.',
    },
    previous_hour: {
      tricky:
        'Die Stunde davor nennen, kurz nachdem der kurze Zeiger eine Zahl passiert hat (4:05 als 3:05 gelesen).',
      home: 'Steht der lange Zeiger kurz nach der 12, ist die Stunde die Zahl, an der der kurze Zeiger gerade vorbei ist.',
    },
    numeral_as_minutes: {
      tricky: 'Die Zahl unter dem langen Zeiger als Minuten lesen (die 3 als 3 Minuten statt 15).',
      home: 'Gemeinsam in Fünferschritten um die Uhr zählen: 5, 10, 15 ... Jede Zahl ist 5 Minuten wert.',
    },
    off_by_one_step: {
      tricky: 'Die Minuten um einen Schritt verzählen (fünf Minuten zu viel oder zu wenig).',
      home: 'Die Schritte um die Uhr langsam zählen und dabei jede Zahl antippen.',
    },
    tick_miscount: {
      tricky: 'Die kleinen Minutenstriche zwischen den Zahlen zählen.',
      home: 'In Fünferschritten bis zur letzten Zahl zählen, dann die kleinen Striche einzeln.',
    },
    off_by_one_hour: {
      tricky: 'Die Stunde um eins verlesen.',
      home: 'Gemeinsam auf den kurzen Zeiger schauen: An welcher Zahl ist er gerade vorbei?',
    },
    am_pm_swap: {
      tricky: 'Vormittag und Nachmittag auf der 24-Stunden-Uhr (14:00 ist 2 Uhr nachmittags).',
      home: 'Über die Tageszeiten sprechen: Nach 12 Uhr mittags kommen 12 dazu, also ist 2 Uhr nachmittags 14:00.',
    },
    h24_drop_ten: {
      tricky:
        '24-Stunden-Zeiten auf die Uhr übertragen: 10 statt 12 abziehen (15:00 als 5 Uhr gelesen).',
      home: 'Das Abziehen von 12 üben: 15 minus 12 ist 3, also ist 15:00 drei Uhr.',
    },
    elapsed_units: {
      tricky: 'Ausrechnen, wie viel Zeit vergangen ist, in Stunden und Minuten.',
      home: 'Gemeinsam weiterzählen: zuerst bis zur nächsten vollen Stunde, dann die ganzen Stunden, dann die restlichen Minuten.',
    },
    hour_hand_on_numeral: {
      tricky:
        'Bei halben Stunden die Stunde an der Zahl ablesen, die dem kurzen Zeiger am nächsten ist.',
      home: 'Bei halben Stunden zeigen, dass der kurze Zeiger zwischen zwei Zahlen steht: Die Stunde ist die, an der er vorbei ist.',
    },
    hour_wrong_other: {
      tricky: 'Die Stunde ablesen.',
      home: 'Zu verschiedenen Tageszeiten fragen, an welcher Zahl der kurze Zeiger gerade vorbei ist.',
    },
    minute_wrong_other: {
      tricky: 'Die Minuten ablesen.',
      home: 'Mit dem langen Zeiger in Fünferschritten zählen: 5, 10, 15 ...',
    },
    unclassified: {
      tricky: 'Beide Zeiger zusammen lesen.',
      home: 'Oft gemeinsam die Uhr lesen: zuerst den kurzen Zeiger, dann den langen.',
    },
  },
};
