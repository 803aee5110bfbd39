import type { LessonPlan } from './lesson-plan';

/** Levels 10-12: the 24-hour clock, to the minute, and elapsed time (grade 3). */
export const MINUTE_PLANS: readonly LessonPlan[] = [
  {
    id: 'morning-afternoon-24-hour',
    level: 10,
    grade: '3',
    minutes: 45,
    // Live sessions ask 12-hour times, so the session keeps the face reading sharp while the
    // 24-hour work happens on the day strip and the whiteboards.
    preset: {
      questionCount: 10,
      questionTypes: ['multiple_choice', 'read_time'],
      difficulty: '5',
      secondsPerQuestion: 30,
      leaderboard: 'at-end',
    },
    texts: {
      en: {
        title: 'Morning, afternoon and the 24-hour clock',
        objective:
          'Children tell whether a time is in the morning, afternoon or night, and read and write afternoon times on the 24-hour clock (15:00 is 3 in the afternoon).',
        materials: [
          'The Playground on the board',
          'A day strip: a 0-24 timeline with a sun and a moon drawn on it',
          'Routine cards: breakfast, school starts, lunch, football practice, bedtime',
          'Mini whiteboards and pens',
        ],
        warmUp: [
          'On the Playground, set 7 o\'clock and ask: "Breakfast or bedtime?" It could be both!',
          'Turn the long hand round quickly: the short hand goes once round the face in the morning and once more in the afternoon.',
          'Agree together: the face shows every time twice a day, so we need words or the 24-hour clock to tell them apart.',
        ],
        steps: [
          'Lay the routine cards along the day strip: midnight, morning, 12 noon, afternoon, evening, night.',
          'After 12 noon the hours keep counting: 1 in the afternoon is 13:00, 2 is 14:00. Write the pairs on the board.',
          'The rule: to find the hour on the face, take away 12 (15 - 12 = 3).',
          'Pairs: one shows a routine card and a clock time, the other writes it in 24-hour time.',
          'Run the live session to keep the face reading sharp; after each answer ask: "And if it were the afternoon?"',
        ],
        differentiation: [
          {
            tag: 'am_pm_swap',
            text: 'If 14:00 is called 2 in the morning, put it on the day strip: "Is 14 before or after 12 noon? After, so it is the afternoon." The child draws a sun or a moon beside each time they write.',
          },
          {
            tag: 'h24_drop_ten',
            text: 'If 15:00 becomes 5 o\'clock, count up from 12 on fingers: 13, 14, 15 is three fingers, so 3 o\'clock. Say it as a rule: "Take away 12, not 10."',
          },
        ],
        exitTicket: [
          { question: "Write 3 o'clock in the afternoon in 24-hour time.", answer: '15:00' },
          { question: 'Is 08:30 in the morning or in the evening?', answer: 'In the morning' },
          {
            question: 'What time does the clock face show at 17:00?',
            answer: "5 o'clock (in the afternoon)",
          },
        ],
      },
      es: {
        title: 'Mañana, tarde y el reloj de 24 horas',
        objective:
          'Los niños dicen si una hora es de la mañana, de la tarde o de la noche, y leen y escriben las horas de la tarde en formato de 24 horas (las 15:00 son las tres de la tarde).',
        materials: [
          'La zona de juego proyectada en la pizarra',
          'Una tira del día: una línea del 0 al 24 con un sol y una luna dibujados',
          'Tarjetas de rutinas: desayuno, entrada al cole, comida, entrenamiento, hora de dormir',
          'Pizarritas y rotuladores',
        ],
        warmUp: [
          'En la zona de juego, pon las siete en punto y pregunta: «¿Hora de desayunar o de dormir?». ¡Pueden ser las dos!',
          'Gira rápido la aguja larga: la corta da una vuelta a la esfera por la mañana y otra por la tarde.',
          'Acordad juntos: la esfera enseña cada hora dos veces al día, así que necesitamos palabras o el reloj de 24 horas para distinguirlas.',
        ],
        steps: [
          'Colocad las tarjetas de rutinas en la tira del día: medianoche, mañana, mediodía, tarde, noche.',
          'Después de las doce del mediodía las horas siguen contando: la una de la tarde son las 13:00, las dos son las 14:00. Escribid las parejas en la pizarra.',
          'La regla: para saber la hora en la esfera, resta 12 (15 - 12 = 3).',
          'Por parejas: uno enseña una tarjeta de rutina y una hora, el otro la escribe en formato de 24 horas.',
          'Lanza la sesión en directo para mantener a punto la lectura de la esfera; después de cada respuesta pregunta: «¿Y si fuera por la tarde?».',
        ],
        differentiation: [
          {
            tag: 'am_pm_swap',
            text: 'Si dice que las 14:00 son las dos de la mañana, llevadla a la tira del día: «¿El 14 va antes o después de las doce del mediodía? Después, así que es por la tarde». Que dibuje un sol o una luna junto a cada hora que escriba.',
          },
          {
            tag: 'h24_drop_ten',
            text: 'Si las 15:00 se convierten en las cinco, contad desde el 12 con los dedos: 13, 14, 15 son tres dedos, así que las tres. Decidlo como regla: «Se resta 12, no 10».',
          },
        ],
        exitTicket: [
          { question: 'Escribe las tres de la tarde en formato de 24 horas.', answer: '15:00' },
          { question: '¿Las 08:30 son por la mañana o por la noche?', answer: 'Por la mañana' },
          {
            question: '¿Qué hora marca la esfera a las 17:00?',
            answer: 'Las cinco (de la tarde)',
          },
        ],
      },
      fr: {
        title: "Le matin, l'après-midi et l'heure sur 24 heures",
        objective:
          "Les élèves disent si une heure est le matin, l'après-midi ou la nuit, et lisent et écrivent les heures de l'après-midi sur 24 heures (15 h, c'est 3 heures de l'après-midi).",
        materials: [
          'Le terrain de jeu projeté au tableau',
          'Une frise de la journée de 0 à 24 h, avec un soleil et une lune',
          "Des cartes d'activités : petit-déjeuner, début de l'école, cantine, entraînement de foot, coucher",
          'Des ardoises et des feutres',
        ],
        warmUp: [
          'Sur le terrain de jeu, affichez 7 heures et demandez : « Petit-déjeuner ou coucher ? » Ça peut être les deux !',
          "Faites tourner vite la grande aiguille : la petite fait un tour du cadran le matin, puis un autre l'après-midi.",
          "Concluez ensemble : le cadran montre chaque heure deux fois par jour, il faut donc des mots ou l'heure sur 24 heures pour les distinguer.",
        ],
        steps: [
          "Placez les cartes d'activités sur la frise : minuit, le matin, midi, l'après-midi, le soir, la nuit.",
          "Après midi, les heures continuent : 1 heure de l'après-midi, c'est 13 h ; 2 heures, c'est 14 h. Écrivez les paires au tableau.",
          "La règle : pour trouver l'heure sur le cadran, on enlève 12 (15 - 12 = 3).",
          "En binôme : l'un montre une carte d'activité et une heure, l'autre l'écrit sur 24 heures.",
          "Lancez la séance en direct pour garder la lecture du cadran bien vive ; après chaque réponse, demandez : « Et si c'était l'après-midi ? »",
        ],
        differentiation: [
          {
            tag: 'am_pm_swap',
            text: "Si 14 h devient 2 heures du matin, placez-la sur la frise : « 14, c'est avant ou après midi ? Après, donc c'est l'après-midi. » L'élève dessine un soleil ou une lune à côté de chaque heure qu'il écrit.",
          },
          {
            tag: 'h24_drop_ten',
            text: 'Si 15 h devient 5 heures, comptez à partir de 12 sur les doigts : 13, 14, 15, cela fait trois doigts, donc 3 heures. Dites-le comme une règle : « On enlève 12, pas 10. »',
          },
        ],
        exitTicket: [
          { question: "Écris 3 heures de l'après-midi sur 24 heures.", answer: '15 h 00' },
          { question: "Est-ce que 8 h 30, c'est le matin ou le soir ?", answer: 'Le matin' },
          {
            question: 'Quelle heure montre le cadran à 17 h ?',
            answer: "5 heures (de l'après-midi)",
          },
        ],
      },
      de: {
        title: 'Morgens, nachmittags und die 24-Stunden-Uhr',
        objective:
          'Die Kinder sagen, ob eine Uhrzeit morgens, nachmittags oder nachts ist, und lesen und schreiben Nachmittagszeiten im 24-Stunden-Format (15 Uhr ist drei Uhr nachmittags).',
        materials: [
          'Der Spielplatz an der Tafel',
          'Ein Tagesstreifen: ein Zeitstrahl von 0 bis 24 Uhr mit Sonne und Mond',
          'Tageslaufkarten: Frühstück, Schulbeginn, Mittagessen, Fußballtraining, Schlafenszeit',
          'Kleine Whiteboards und Stifte',
        ],
        warmUp: [
          'Stell auf dem Spielplatz sieben Uhr ein und frag: „Frühstück oder Schlafenszeit?“ Es kann beides sein!',
          'Dreh den langen Zeiger schnell: Der kurze Zeiger läuft morgens einmal um das Zifferblatt und nachmittags noch einmal.',
          'Haltet gemeinsam fest: Das Zifferblatt zeigt jede Uhrzeit zweimal am Tag, darum brauchen wir Wörter oder die 24-Stunden-Uhr.',
        ],
        steps: [
          'Legt die Tageslaufkarten auf den Tagesstreifen: Mitternacht, morgens, mittags, nachmittags, abends, nachts.',
          'Nach 12 Uhr mittags zählen die Stunden weiter: ein Uhr nachmittags ist 13 Uhr, zwei Uhr ist 14 Uhr. Schreib die Paare an die Tafel.',
          'Die Regel: Für die Stunde auf dem Zifferblatt ziehen wir 12 ab (15 - 12 = 3). Im Alltag sagen wir um 18:30 trotzdem „halb sieben“, nie „halb neunzehn“.',
          'Paare: Ein Kind zeigt eine Tageslaufkarte und eine Uhrzeit, das andere schreibt sie im 24-Stunden-Format.',
          'Starte die Live-Runde, damit das Ablesen am Zifferblatt sicher bleibt; frag nach jeder Antwort: „Und wenn es nachmittags wäre?“',
        ],
        differentiation: [
          {
            tag: 'am_pm_swap',
            text: 'Nennt ein Kind 14 Uhr „zwei Uhr nachts“, legt die Zeit auf den Tagesstreifen: „Kommt 14 vor oder nach 12 Uhr mittags? Danach, also ist es nachmittags.“ Das Kind malt neben jede Uhrzeit, die es schreibt, eine Sonne oder einen Mond.',
          },
          {
            tag: 'h24_drop_ten',
            text: 'Wird aus 15 Uhr „fünf Uhr“, zählt ab 12 an den Fingern weiter: 13, 14, 15 sind drei Finger, also drei Uhr. Als Regel: „Wir ziehen 12 ab, nicht 10.“',
          },
        ],
        exitTicket: [
          { question: 'Schreib drei Uhr nachmittags im 24-Stunden-Format.', answer: '15:00' },
          { question: 'Ist 08:30 morgens oder abends?', answer: 'Morgens' },
          {
            question: 'Welche Uhrzeit zeigt das Zifferblatt um 17 Uhr?',
            answer: 'Fünf Uhr (nachmittags)',
          },
        ],
      },
      it: {
        title: 'Mattina, pomeriggio e orologio delle 24 ore',
        objective:
          'I bambini dicono se un orario è di mattina, di pomeriggio o di notte, e leggono e scrivono gli orari del pomeriggio nel formato a 24 ore (le 15:00 sono le tre del pomeriggio).',
        materials: [
          "L'area giochi proiettata alla lavagna",
          'Una striscia della giornata: una linea da 0 a 24 con un sole e una luna',
          'Carte della giornata: colazione, inizio della scuola, pranzo, allenamento, ora di dormire',
          'Lavagnette e pennarelli',
        ],
        warmUp: [
          "Nell'area giochi imposta le sette e chiedi: «Colazione o ora di dormire?» Possono essere tutte e due!",
          'Gira velocemente la lancetta lunga: la corta fa un giro del quadrante la mattina e un altro il pomeriggio.',
          "Concludete insieme: il quadrante mostra ogni orario due volte al giorno, quindi servono le parole o l'orologio delle 24 ore per distinguerli.",
        ],
        steps: [
          'Mettete le carte della giornata sulla striscia: mezzanotte, mattina, mezzogiorno, pomeriggio, sera, notte.',
          "Dopo mezzogiorno le ore continuano a contare: l'una del pomeriggio sono le 13:00, le due sono le 14:00. Scrivete le coppie alla lavagna.",
          "La regola: per trovare l'ora sul quadrante si toglie 12 (15 - 12 = 3).",
          "A coppie: uno mostra una carta della giornata e un orario, l'altro lo scrive nel formato a 24 ore.",
          'Avvia la sessione dal vivo per tenere allenata la lettura del quadrante; dopo ogni risposta chiedi: «E se fosse di pomeriggio?»',
        ],
        differentiation: [
          {
            tag: 'am_pm_swap',
            text: 'Se chiama le 14:00 «le due di notte», mettetele sulla striscia: «Il 14 viene prima o dopo mezzogiorno? Dopo, quindi è pomeriggio.» Il bambino disegna un sole o una luna accanto a ogni orario che scrive.',
          },
          {
            tag: 'h24_drop_ten',
            text: 'Se le 15:00 diventano le cinque, contate da 12 sulle dita: 13, 14, 15 sono tre dita, quindi le tre. Ditela come regola: «Si toglie 12, non 10.»',
          },
        ],
        exitTicket: [
          { question: 'Scrivi le tre del pomeriggio nel formato a 24 ore.', answer: '15:00' },
          { question: 'Le 08:30 sono di mattina o di sera?', answer: 'Di mattina' },
          {
            question: 'Che ora segna il quadrante alle 17:00?',
            answer: 'Le cinque (del pomeriggio)',
          },
        ],
      },
    },
  },
];
