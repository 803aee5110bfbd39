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
  {
    id: 'to-the-minute',
    level: 11,
    grade: '3',
    minutes: 40,
    preset: {
      questionCount: 10,
      questionTypes: ['read_time', 'set_time', 'multiple_choice'],
      difficulty: '1',
      secondsPerQuestion: 40,
      leaderboard: 'at-end',
    },
    texts: {
      en: {
        title: 'Every minute counts',
        objective:
          'Children read and set times to the minute: count by fives to the last number passed, then by ones along the little marks.',
        materials: [
          'The Playground on the board',
          'A large clock with the minute marks clearly drawn',
          'A clock for each pair',
          'Mini whiteboards and pens',
        ],
        warmUp: [
          'On the Playground, with the helper circles on, set 2:35.',
          'Nudge the long hand on one mark at a time: 2:36, 2:37, 2:38; the class counts the ones out loud.',
          'Turn the circles off and set 2:43; the children count "fives to the 8, then ones" and say the time.',
        ],
        steps: [
          'Look closely: between two numbers there are 4 little marks, so 5 steps of one minute.',
          'Think aloud: "Fives to the last number the long hand passed: 5, 10 ... 40. Then ones: 41, 42, 43."',
          'Read before you set: show 6:12, 6:27, 6:48 and 6:59; children write each one on their whiteboards.',
          'Pairs set times for each other; the checker counts aloud.',
          'Run the live session and talk the last question through together.',
        ],
        differentiation: [
          {
            tag: 'tick_miscount',
            text: 'If 3:37 comes out as 3:36, slow down: the child touches each mark with a pencil tip and starts counting at the first mark after the number, not on the number.',
          },
          {
            tag: 'next_hour',
            text: 'If 6:48 is read as 7:48, have the child look at the short hand first: it is close to the 7 but not there yet, so the hour is 6.',
          },
          {
            tag: 'numeral_as_minutes',
            text: 'If 6:48 turns into 6:09, go back to counting by fives with the helper circles on, then add the ones; fade the circles once the fives are quick.',
          },
        ],
        exitTicket: [
          {
            question: 'Draw the hands for 4:17.',
            answer: 'Long hand two marks after the 3, short hand a little past the 4.',
          },
          {
            question:
              'The long hand is 3 marks after the 8 and the short hand is between the 9 and the 10. What time is it?',
            answer: '9:43',
          },
          {
            question: 'How many minutes are there between two numbers on the clock?',
            answer: '5 minutes',
          },
        ],
      },
      es: {
        title: 'Cada minuto cuenta',
        objective:
          'Los niños leen y ponen la hora exacta al minuto: cuentan de cinco en cinco hasta el último número que ha pasado la aguja y luego de uno en uno por las rayitas.',
        materials: [
          'La zona de juego proyectada en la pizarra',
          'Un reloj grande con las rayitas de los minutos bien marcadas',
          'Un reloj por pareja',
          'Pizarritas y rotuladores',
        ],
        warmUp: [
          'En la zona de juego, con los círculos de ayuda activados, pon las 2:35.',
          'Avanza la aguja larga rayita a rayita: 2:36, 2:37, 2:38; la clase cuenta los unos en voz alta.',
          'Desactiva los círculos y pon las 2:43; los niños cuentan «de cinco en cinco hasta el 8 y luego de uno en uno» y dicen la hora.',
        ],
        steps: [
          'Mirad bien: entre dos números hay 4 rayitas, es decir, 5 pasos de un minuto.',
          'Piensa en voz alta: «De cinco en cinco hasta el último número que pasó la larga: 5, 10... 40. Luego de uno en uno: 41, 42, 43».',
          'Primero leer, luego poner: enseña 6:12, 6:27, 6:48 y 6:59; los niños las escriben en su pizarrita.',
          'Por parejas se ponen horas el uno al otro; quien comprueba cuenta en voz alta.',
          'Lanza la sesión en directo y comentad juntos la última pregunta.',
        ],
        differentiation: [
          {
            tag: 'tick_miscount',
            text: 'Si las 3:37 salen como 3:36, id más despacio: el niño toca cada rayita con la punta del lápiz y empieza a contar en la primera rayita después del número, no en el número.',
          },
          {
            tag: 'next_hour',
            text: 'Si lee las 6:48 como 7:48, que mire primero la aguja corta: está cerca del 7, pero aún no ha llegado, así que la hora es 6.',
          },
          {
            tag: 'numeral_as_minutes',
            text: 'Si las 6:48 se convierten en 6:09, volved a contar de cinco en cinco con los círculos de ayuda y después sumad los unos; quita los círculos cuando los cincos salgan rápido.',
          },
        ],
        exitTicket: [
          {
            question: 'Dibuja las agujas para las 4:17.',
            answer: 'La larga dos rayitas después del 3 y la corta un poco después del 4.',
          },
          {
            question:
              'La aguja larga está 3 rayitas después del 8 y la corta entre el 9 y el 10. ¿Qué hora es?',
            answer: 'Las 9:43',
          },
          { question: '¿Cuántos minutos hay entre dos números del reloj?', answer: '5 minutos' },
        ],
      },
      fr: {
        title: 'Chaque minute compte',
        objective:
          "Les élèves lisent et placent l'heure à la minute près : ils comptent de 5 en 5 jusqu'au dernier nombre dépassé, puis de 1 en 1 sur les petits traits.",
        materials: [
          'Le terrain de jeu projeté au tableau',
          'Une grande horloge aux traits des minutes bien visibles',
          'Une horloge par binôme',
          'Des ardoises et des feutres',
        ],
        warmUp: [
          "Sur le terrain de jeu, avec les cercles d'aide, affichez 2 h 35.",
          'Avancez la grande aiguille trait par trait : 2 h 36, 2 h 37, 2 h 38 ; la classe compte les minutes à voix haute.',
          "Désactivez les cercles et affichez 2 h 43 ; les élèves comptent « de 5 en 5 jusqu'au 8, puis de 1 en 1 » et disent l'heure.",
        ],
        steps: [
          "Regardez bien : entre deux nombres, il y a 4 petits traits, donc 5 pas d'une minute.",
          "Pensez à voix haute : « De 5 en 5 jusqu'au dernier nombre dépassé : 5, 10... 40. Puis de 1 en 1 : 41, 42, 43. »",
          "Lire avant de placer : montrez 6 h 12, 6 h 27, 6 h 48 et 6 h 59 ; les élèves les écrivent sur l'ardoise.",
          "En binôme, chacun règle des heures pour l'autre ; celui qui vérifie compte à voix haute.",
          'Lancez la séance en direct et reprenez ensemble la dernière question.',
        ],
        differentiation: [
          {
            tag: 'tick_miscount',
            text: "Si 3 h 37 devient 3 h 36, ralentissez : l'élève touche chaque trait avec la pointe du crayon et commence à compter au premier trait après le nombre, pas sur le nombre.",
          },
          {
            tag: 'next_hour',
            text: "S'il lit 6 h 48 comme 7 h 48, faites-lui regarder d'abord la petite aiguille : elle est près du 7 mais pas encore dessus, l'heure est donc 6.",
          },
          {
            tag: 'numeral_as_minutes',
            text: "Si 6 h 48 devient 6 h 09, revenez au comptage de 5 en 5 avec les cercles d'aide, puis ajoutez les unités ; retirez les cercles quand les cinq viennent vite.",
          },
        ],
        exitTicket: [
          {
            question: 'Dessine les aiguilles pour 4 h 17.',
            answer: 'La grande deux traits après le 3, la petite un peu après le 4.',
          },
          {
            question:
              'La grande aiguille est 3 traits après le 8 et la petite entre le 9 et le 10. Quelle heure est-il ?',
            answer: '9 h 43',
          },
          {
            question: "Combien de minutes y a-t-il entre deux nombres de l'horloge ?",
            answer: '5 minutes',
          },
        ],
      },
      de: {
        title: 'Minutengenau',
        objective:
          'Die Kinder lesen und stellen Uhrzeiten auf die Minute genau: in Fünferschritten bis zur letzten Zahl, an der der lange Zeiger vorbei ist, dann in Einerschritten über die kleinen Striche.',
        materials: [
          'Der Spielplatz an der Tafel',
          'Eine große Uhr mit deutlich gezeichneten Minutenstrichen',
          'Eine Uhr pro Paar',
          'Kleine Whiteboards und Stifte',
        ],
        warmUp: [
          'Stell auf dem Spielplatz mit eingeschalteten Hilfskreisen 2:35 ein.',
          'Schieb den langen Zeiger Strich für Strich weiter: 2:36, 2:37, 2:38; die Klasse zählt die Einer laut mit.',
          'Schalte die Kreise aus und stell 2:43 ein; die Kinder zählen „in Fünfern bis zur 8, dann in Einern“ und sagen die Uhrzeit.',
        ],
        steps: [
          'Genau hinschauen: Zwischen zwei Zahlen liegen 4 kleine Striche, also 5 Schritte von je einer Minute.',
          'Denk laut vor: „Fünfer bis zur letzten Zahl, an der der lange Zeiger vorbei ist: 5, 10 ... 40. Dann Einer: 41, 42, 43.“',
          'Erst lesen, dann stellen: Zeig 6:12, 6:27, 6:48 und 6:59; die Kinder schreiben jede Uhrzeit auf ihr Whiteboard.',
          'Paare stellen sich gegenseitig Uhrzeiten; wer prüft, zählt laut.',
          'Starte die Live-Runde und besprecht die letzte Frage gemeinsam.',
        ],
        differentiation: [
          {
            tag: 'tick_miscount',
            text: 'Wird aus 3:37 „3:36“, langsamer werden: Das Kind tippt jeden Strich mit der Bleistiftspitze an und beginnt beim ersten Strich nach der Zahl zu zählen, nicht auf der Zahl.',
          },
          {
            tag: 'next_hour',
            text: 'Liest es 6:48 als 7:48, schaut es zuerst auf den kurzen Zeiger: Er ist nah an der 7, aber noch nicht da, die Stunde ist also 6.',
          },
          {
            tag: 'numeral_as_minutes',
            text: 'Wird aus 6:48 „6:09“, zurück zum Fünferzählen mit den Hilfskreisen, dann die Einer dazu; die Kreise wieder ausblenden, sobald die Fünfer flott gehen.',
          },
        ],
        exitTicket: [
          {
            question: 'Zeichne die Zeiger für 4:17.',
            answer: 'Langer Zeiger zwei Striche nach der 3, kurzer Zeiger ein Stück nach der 4.',
          },
          {
            question:
              'Der lange Zeiger steht 3 Striche nach der 8, der kurze zwischen 9 und 10. Wie spät ist es?',
            answer: '9:43',
          },
          {
            question: 'Wie viele Minuten liegen zwischen zwei Zahlen auf der Uhr?',
            answer: '5 Minuten',
          },
        ],
      },
      it: {
        title: 'Ogni minuto conta',
        objective:
          "I bambini leggono e impostano l'ora al minuto: contano di cinque in cinque fino all'ultimo numero superato, poi di uno in uno sulle tacchette.",
        materials: [
          "L'area giochi proiettata alla lavagna",
          'Un orologio grande con le tacche dei minuti ben disegnate',
          'Un orologio per coppia',
          'Lavagnette e pennarelli',
        ],
        warmUp: [
          "Nell'area giochi, con i cerchi di aiuto attivi, imposta le 2:35.",
          'Sposta la lancetta lunga una tacca alla volta: 2:36, 2:37, 2:38; la classe conta le unità ad alta voce.',
          "Disattiva i cerchi e imposta le 2:43; i bambini contano «di cinque in cinque fino all'8, poi di uno in uno» e dicono l'ora.",
        ],
        steps: [
          'Guardate bene: tra due numeri ci sono 4 tacchette, cioè 5 passi da un minuto.',
          "Pensa ad alta voce: «Di cinque in cinque fino all'ultimo numero superato dalla lunga: 5, 10... 40. Poi di uno in uno: 41, 42, 43.»",
          'Prima leggere, poi impostare: mostra 6:12, 6:27, 6:48 e 6:59; i bambini le scrivono sulla lavagnetta.',
          'A coppie si impostano orari a vicenda; chi controlla conta ad alta voce.',
          "Avvia la sessione dal vivo e commentate insieme l'ultima domanda.",
        ],
        differentiation: [
          {
            tag: 'tick_miscount',
            text: 'Se le 3:37 diventano 3:36, rallentate: il bambino tocca ogni tacca con la punta della matita e comincia a contare dalla prima tacca dopo il numero, non sul numero.',
          },
          {
            tag: 'next_hour',
            text: "Se legge le 6:48 come 7:48, fagli guardare prima la lancetta corta: è vicina al 7 ma non ci è ancora arrivata, quindi l'ora è 6.",
          },
          {
            tag: 'numeral_as_minutes',
            text: 'Se le 6:48 diventano 6:09, tornate a contare di cinque in cinque con i cerchi di aiuto, poi aggiungete le unità; togli i cerchi quando i cinque vengono veloci.',
          },
        ],
        exitTicket: [
          {
            question: 'Disegna le lancette per le 4:17.',
            answer: 'La lunga due tacche dopo il 3, la corta poco dopo il 4.',
          },
          {
            question:
              "La lancetta lunga è 3 tacche dopo l'8 e la corta tra il 9 e il 10. Che ore sono?",
            answer: 'Le 9:43',
          },
          { question: "Quanti minuti ci sono tra due numeri dell'orologio?", answer: '5 minuti' },
        ],
      },
    },
  },
  {
    id: 'how-long-number-line',
    level: 12,
    grade: '3',
    minutes: 45,
    preset: {
      questionCount: 8,
      questionTypes: ['elapsed_time', 'multiple_choice'],
      difficulty: '5',
      secondsPerQuestion: 45,
      leaderboard: 'at-end',
    },
    texts: {
      en: {
        title: 'How long? Jumping along a number line',
        objective:
          "Children find how much time has passed between two times by jumping along an open number line: first to the next o'clock, then whole hours, then the minutes left.",
        materials: [
          'The Playground on the board',
          'Open number lines on paper strips',
          'The class timetable, for real examples',
        ],
        warmUp: [
          'On the Playground, set 8:30 and press Set Start Time.',
          'Move the long hand forwards to 9:00: the Playground shows 30 minutes later.',
          'Keep going to 11:00; the children guess how much time has passed before you show it: 2 hours 30 minutes.',
        ],
        steps: [
          "Draw a number line starting at 8:30. First jump to the next o'clock (30 minutes), then jump whole hours to 11:00 (2 hours). Add the jumps.",
          'Try it with the class timetable: from the start of school to lunch.',
          'Pairs solve three cards on their number lines, then check each one on the Playground with Set Start Time.',
          'Play "Stop the clock": jump the Playground clock on by half hours and hours to land exactly on 12:00.',
          'Run the live session.',
        ],
        differentiation: [
          {
            tag: 'elapsed_units',
            text: 'If 8:30 to 11:00 comes out as 3 hours 30 minutes (or as 270), the child is taking the digits away. Put both times on a number line and make the first jump to 9:00, saying each jump aloud.',
          },
          {
            tag: 'off_by_one_hour',
            text: "If the hours are one off, count the o'clocks the jumps land on with a finger: 9 to 10 to 11 is two jumps, not three.",
          },
        ],
        exitTicket: [
          {
            question: 'Lunch starts at 12:30 and ends at 1:15. How long is lunch?',
            answer: '45 minutes',
          },
          {
            question: 'A film starts at 4:30 and ends at 6:00. How long is it?',
            answer: '1 hour 30 minutes',
          },
          {
            question: 'Draw the jumps from 9:45 to 11:00.',
            answer: '15 minutes to 10:00, then 1 hour to 11:00: 1 hour 15 minutes.',
          },
        ],
      },
      es: {
        title: '¿Cuánto tiempo? Saltos en la recta numérica',
        objective:
          'Los niños calculan cuánto tiempo ha pasado entre dos horas saltando en una recta numérica abierta: primero hasta la siguiente hora en punto, luego horas enteras y al final los minutos que quedan.',
        materials: [
          'La zona de juego proyectada en la pizarra',
          'Rectas numéricas abiertas en tiras de papel',
          'El horario de la clase, para ejemplos reales',
        ],
        warmUp: [
          'En la zona de juego, pon las 8:30 y pulsa «Fijar hora de inicio».',
          'Avanza la aguja larga hasta las 9:00: la zona de juego muestra 30 minutos más tarde.',
          'Seguid hasta las 11:00; los niños adivinan cuánto tiempo ha pasado antes de que lo enseñes: 2 horas y 30 minutos.',
        ],
        steps: [
          'Dibuja una recta que empieza en las 8:30. Primer salto hasta la siguiente hora en punto (30 minutos); luego saltos de horas enteras hasta las 11:00 (2 horas). Sumad los saltos.',
          'Probadlo con el horario de la clase: desde la entrada hasta la hora de comer.',
          'Por parejas resuelven tres tarjetas en su recta y comprueban cada una en la zona de juego marcando la hora de inicio.',
          'Jugad a «Para el reloj»: haced saltar el reloj de la zona de juego de media en media hora y de hora en hora hasta caer justo en las 12:00.',
          'Lanza la sesión en directo.',
        ],
        differentiation: [
          {
            tag: 'elapsed_units',
            text: 'Si de 8:30 a 11:00 le salen 3 horas y 30 minutos (o 270), está restando las cifras. Poned las dos horas en una recta y que el primer salto sea hasta las 9:00, diciendo cada salto en voz alta.',
          },
          {
            tag: 'off_by_one_hour',
            text: 'Si las horas salen una de más o de menos, contad con el dedo las horas en punto donde caen los saltos: de 9 a 10 y de 10 a 11 son dos saltos, no tres.',
          },
        ],
        exitTicket: [
          {
            question: 'La comida empieza a las 12:30 y termina a la 1:15. ¿Cuánto dura?',
            answer: '45 minutos',
          },
          {
            question: 'Una película empieza a las 4:30 y termina a las 6:00. ¿Cuánto dura?',
            answer: '1 hora y 30 minutos',
          },
          {
            question: 'Dibuja los saltos de las 9:45 a las 11:00.',
            answer: '15 minutos hasta las 10:00 y 1 hora hasta las 11:00: 1 hora y 15 minutos.',
          },
        ],
      },
      fr: {
        title: 'Combien de temps ? Des bonds sur la ligne du temps',
        objective:
          "Les élèves calculent la durée entre deux heures en faisant des bonds sur une ligne du temps : d'abord jusqu'à l'heure pile suivante, puis des heures entières, puis les minutes qui restent.",
        materials: [
          'Le terrain de jeu projeté au tableau',
          'Des lignes du temps vierges sur des bandes de papier',
          "L'emploi du temps de la classe, pour des exemples réels",
        ],
        warmUp: [
          "Sur le terrain de jeu, affichez 8 h 30 et appuyez sur « Fixer l'heure de départ ».",
          "Avancez la grande aiguille jusqu'à 9 h : le terrain de jeu indique 30 minutes plus tard.",
          "Continuez jusqu'à 11 h ; les élèves devinent la durée avant que vous ne l'affichiez : 2 heures 30 minutes.",
        ],
        steps: [
          "Tracez une ligne qui part de 8 h 30. Premier bond jusqu'à l'heure pile suivante (30 minutes), puis des bonds d'une heure jusqu'à 11 h (2 heures). Additionnez les bonds.",
          "Essayez avec l'emploi du temps : de l'entrée en classe jusqu'à la cantine.",
          "En binôme, les élèves résolvent trois cartes sur leur ligne du temps, puis vérifient chacune sur le terrain de jeu avec l'heure de départ.",
          "Jouez à « Arrête l'horloge » : faites avancer l'horloge du terrain de jeu par demi-heures et par heures pour tomber pile sur 12 h.",
          'Lancez la séance en direct.',
        ],
        differentiation: [
          {
            tag: 'elapsed_units',
            text: "Si de 8 h 30 à 11 h il trouve 3 heures 30 (ou 270), l'élève soustrait les chiffres. Placez les deux heures sur une ligne du temps et faites faire le premier bond jusqu'à 9 h, en disant chaque bond à voix haute.",
          },
          {
            tag: 'off_by_one_hour',
            text: "Si les heures sont décalées d'une, comptez du doigt les heures pile où tombent les bonds : de 9 à 10 puis de 10 à 11, cela fait deux bonds, pas trois.",
          },
        ],
        exitTicket: [
          {
            question:
              'La cantine commence à 12 h 30 et finit à 13 h 15. Combien de temps dure-t-elle ?',
            answer: '45 minutes',
          },
          {
            question: 'Un film commence à 16 h 30 et finit à 18 h. Combien de temps dure-t-il ?',
            answer: '1 heure 30 minutes',
          },
          {
            question: 'Dessine les bonds de 9 h 45 à 11 h.',
            answer: "15 minutes jusqu'à 10 h, puis 1 heure jusqu'à 11 h : 1 heure 15 minutes.",
          },
        ],
      },
      de: {
        title: 'Wie lange? Sprünge am Zahlenstrahl',
        objective:
          'Die Kinder bestimmen Zeitspannen mit Sprüngen am offenen Zahlenstrahl: zuerst bis zur nächsten vollen Stunde, dann ganze Stunden, dann die restlichen Minuten.',
        materials: [
          'Der Spielplatz an der Tafel',
          'Leere Zahlenstrahlen auf Papierstreifen',
          'Der Stundenplan der Klasse für echte Beispiele',
        ],
        warmUp: [
          'Stell auf dem Spielplatz 8:30 ein und tipp auf „Startzeit festlegen“.',
          'Dreh den langen Zeiger vorwärts bis 9:00: Der Spielplatz zeigt 30 Minuten später.',
          'Weiter bis 11:00; die Kinder schätzen die vergangene Zeit, bevor du sie zeigst: 2 Stunden 30 Minuten.',
        ],
        steps: [
          'Zeichne einen Zahlenstrahl ab 8:30. Erster Sprung bis zur nächsten vollen Stunde (30 Minuten), dann ganze Stunden bis 11:00 (2 Stunden). Die Sprünge zusammenzählen.',
          'Probiert es mit dem Stundenplan: vom Unterrichtsbeginn bis zur Hofpause.',
          'Paare lösen drei Karten an ihrem Zahlenstrahl und prüfen jede auf dem Spielplatz mit der Startzeit.',
          'Spielt „Stopp die Uhr“: Lasst die Spielplatz-Uhr in halben und ganzen Stunden springen, bis sie genau auf 12:00 landet.',
          'Starte die Live-Runde.',
        ],
        differentiation: [
          {
            tag: 'elapsed_units',
            text: 'Kommt von 8:30 bis 11:00 „3 Stunden 30 Minuten“ (oder „270“) heraus, rechnet das Kind mit den Ziffern. Legt beide Zeiten auf einen Zahlenstrahl; der erste Sprung geht bis 9:00, jeder Sprung wird laut gesagt.',
          },
          {
            tag: 'off_by_one_hour',
            text: 'Liegen die Stunden um eins daneben, zählt die vollen Stunden, auf denen die Sprünge landen, mit dem Finger: von 9 nach 10 nach 11 sind zwei Sprünge, nicht drei.',
          },
        ],
        exitTicket: [
          {
            question: 'Die Mittagspause beginnt um 12:30 und endet um 13:15. Wie lange dauert sie?',
            answer: '45 Minuten',
          },
          {
            question: 'Ein Film beginnt um halb fünf und endet um sechs Uhr. Wie lange dauert er?',
            answer: '1 Stunde 30 Minuten',
          },
          {
            question: 'Zeichne die Sprünge von 9:45 bis 11:00.',
            answer: '15 Minuten bis 10:00, dann 1 Stunde bis 11:00: 1 Stunde 15 Minuten.',
          },
        ],
      },
      it: {
        title: 'Quanto dura? Salti sulla linea dei numeri',
        objective:
          "I bambini calcolano quanto tempo è passato tra due orari saltando su una linea dei numeri aperta: prima fino all'ora in punto successiva, poi ore intere, infine i minuti rimasti.",
        materials: [
          "L'area giochi proiettata alla lavagna",
          'Linee dei numeri vuote su strisce di carta',
          "L'orario della classe, per esempi veri",
        ],
        warmUp: [
          "Nell'area giochi imposta le 8:30 e premi «Imposta l'ora di partenza».",
          "Porta avanti la lancetta lunga fino alle 9:00: l'area giochi mostra 30 minuti dopo.",
          'Proseguite fino alle 11:00; i bambini indovinano quanto tempo è passato prima che tu lo mostri: 2 ore e 30 minuti.',
        ],
        steps: [
          "Disegna una linea che parte dalle 8:30. Primo salto fino all'ora in punto successiva (30 minuti), poi salti di un'ora fino alle 11:00 (2 ore). Sommate i salti.",
          "Provate con l'orario della classe: dall'inizio delle lezioni alla ricreazione.",
          "A coppie risolvono tre carte sulla loro linea e controllano ognuna nell'area giochi con l'ora di partenza.",
          "Giocate a «Ferma l'orologio»: fate saltare l'orologio dell'area giochi di mezz'ora e di un'ora fino ad arrivare esattamente alle 12:00.",
          'Avvia la sessione dal vivo.',
        ],
        differentiation: [
          {
            tag: 'elapsed_units',
            text: 'Se dalle 8:30 alle 11:00 gli vengono 3 ore e 30 minuti (o 270), sta sottraendo le cifre. Mettete i due orari su una linea e fate il primo salto fino alle 9:00, dicendo ogni salto ad alta voce.',
          },
          {
            tag: 'off_by_one_hour',
            text: 'Se le ore sono sbagliate di una, contate con il dito le ore in punto su cui atterrano i salti: dalle 9 alle 10 e dalle 10 alle 11 sono due salti, non tre.',
          },
        ],
        exitTicket: [
          {
            question: "Il pranzo comincia alle 12:30 e finisce all'1:15. Quanto dura?",
            answer: '45 minuti',
          },
          {
            question: 'Un film comincia alle 4:30 e finisce alle 6:00. Quanto dura?',
            answer: '1 ora e 30 minuti',
          },
          {
            question: 'Disegna i salti dalle 9:45 alle 11:00.',
            answer: '15 minuti fino alle 10:00, poi 1 ora fino alle 11:00: 1 ora e 15 minuti.',
          },
        ],
      },
    },
  },
];
