import type { LessonPlan } from './lesson-plan';

/** Levels 7-9: counting by fives past, to, and any five minutes (grade 2). */
export const FIVE_MINUTE_PLANS: readonly LessonPlan[] = [
  {
    id: 'count-by-fives-past',
    level: 7,
    grade: '2',
    minutes: 40,
    preset: {
      questionCount: 10,
      questionTypes: ['multiple_choice', 'read_time', 'set_time'],
      difficulty: '5',
      secondsPerQuestion: 30,
      leaderboard: 'at-end',
    },
    texts: {
      en: {
        title: 'Counting by fives past the hour',
        objective:
          'Children count by fives from the 12 to read and set times from five past to half past (4:05 to 4:30).',
        materials: [
          'The Playground on the board, with the helper circles on',
          'A 0-60 number line in fives, long enough to bend round a hoop',
          'A clock for each pair',
        ],
        warmUp: [
          "Open the Playground, turn on the helper circles and set 3 o'clock.",
          'Move the long hand one number at a time while the class counts: 5, 10, 15, 20, 25, 30.',
          'Stop on the 4 and ask: "How many minutes past 3?" Twenty past 3. Tap the speaker and say the words together.',
        ],
        steps: [
          'Bend the number line round the hoop: each number on the clock is worth 5 minutes.',
          'A child walks the long hand round the right side while the class counts and says "past".',
          'Read before you set: show 4:10, 4:25 and 4:05; the class counts along the circles and says each time in words and digits.',
          'Pairs: one says a time between five past and half past, the other sets it; swap after three.',
          'Run the live session: the clocks are geared, so the short hand follows on its own.',
        ],
        differentiation: [
          {
            tag: 'numeral_as_minutes',
            text: 'If 4:20 comes out as 4:04, put a finger on the 12 and count by fives to the long hand together, touching each helper circle. Keep the circles on for this child until they count without them.',
          },
          {
            tag: 'off_by_one_step',
            text: 'If the answer is five minutes off, the child may have started at 5 on the 12 or skipped a number: start with "zero" at the 12 and touch every number while counting.',
          },
        ],
        exitTicket: [
          {
            question: 'Draw the hands for twenty-five past 6.',
            answer: 'Long hand on the 5, short hand nearly half way between the 6 and the 7.',
          },
          {
            question: 'The long hand points at the 2. How many minutes past the hour is it?',
            answer: '10 minutes past',
          },
          { question: 'Write twenty past 9 in digits.', answer: '9:20' },
        ],
      },
      es: {
        title: 'Contamos de cinco en cinco: «y…»',
        objective:
          'Los niños cuentan de cinco en cinco desde el 12 para leer y poner las horas de «y cinco» a «y media» (4:05 a 4:30).',
        materials: [
          'La zona de juego proyectada en la pizarra, con los círculos de ayuda activados',
          'Una recta numérica del 0 al 60 de cinco en cinco, que se pueda curvar alrededor de un aro',
          'Un reloj por pareja',
        ],
        warmUp: [
          'Abre la zona de juego, activa los círculos de ayuda y pon las tres en punto.',
          'Avanza la aguja larga número a número mientras la clase cuenta: 5, 10, 15, 20, 25, 30.',
          'Para en el 4 y pregunta: «¿Cuántos minutos han pasado de las tres?». Las tres y veinte. Pulsa el altavoz y decidlo juntos.',
        ],
        steps: [
          'Curvad la recta numérica alrededor del aro: cada número del reloj vale 5 minutos.',
          'Un niño lleva la aguja larga por el lado derecho mientras la clase cuenta y dice «y…».',
          'Primero leer, luego poner: enseña 4:10, 4:25 y 4:05; la clase cuenta por los círculos y dice cada hora con palabras y con números.',
          'Por parejas: uno dice una hora entre «y cinco» y «y media», el otro la pone; cambiad cada tres.',
          'Lanza la sesión en directo: los relojes tienen engranajes, así que la aguja corta se mueve sola.',
        ],
        differentiation: [
          {
            tag: 'numeral_as_minutes',
            text: 'Si las 4:20 salen como 4:04, pon el dedo en el 12 y contad juntos de cinco en cinco hasta la aguja larga, tocando cada círculo de ayuda. Deja los círculos activados para ese niño hasta que cuente sin ellos.',
          },
          {
            tag: 'off_by_one_step',
            text: 'Si la respuesta se desvía cinco minutos, quizá empezó a contar con 5 en el 12 o se saltó un número: empezad con «cero» en el 12 y tocad cada número al contar.',
          },
        ],
        exitTicket: [
          {
            question: 'Dibuja las agujas para las seis y veinticinco.',
            answer: 'La larga en el 5 y la corta casi a mitad de camino entre el 6 y el 7.',
          },
          {
            question: 'La aguja larga señala el 2. ¿Cuántos minutos han pasado de la hora?',
            answer: '10 minutos («y diez»)',
          },
          { question: 'Escribe con números las nueve y veinte.', answer: '9:20' },
        ],
      },
      fr: {
        title: "Compter de 5 en 5 après l'heure",
        objective:
          'Les élèves comptent de 5 en 5 à partir du 12 pour lire et placer les heures de « et cinq » à « et demie » (4 h 05 à 4 h 30).',
        materials: [
          "Le terrain de jeu projeté au tableau, avec les cercles d'aide activés",
          "Une bande numérique de 0 à 60 de 5 en 5, assez longue pour faire le tour d'un cerceau",
          'Une horloge par binôme',
        ],
        warmUp: [
          "Ouvrez le terrain de jeu, activez les cercles d'aide et affichez 3 heures.",
          'Avancez la grande aiguille nombre par nombre pendant que la classe compte : 5, 10, 15, 20, 25, 30.',
          'Arrêtez-vous sur le 4 : « Combien de minutes après 3 heures ? » 3 heures vingt. Touchez le haut-parleur et dites-le ensemble.',
        ],
        steps: [
          "Enroulez la bande numérique autour du cerceau : chaque nombre de l'horloge vaut 5 minutes.",
          'Un élève fait avancer la grande aiguille sur le côté droit pendant que la classe compte les minutes.',
          'Lire avant de placer : montrez 4 h 10, 4 h 25 et 4 h 05 ; la classe compte le long des cercles et dit chaque heure en mots et en chiffres.',
          "En binôme : l'un annonce une heure entre « et cinq » et « et demie », l'autre la place ; on échange toutes les trois.",
          'Lancez la séance en direct : les horloges ont des engrenages, la petite aiguille suit toute seule.',
        ],
        differentiation: [
          {
            tag: 'numeral_as_minutes',
            text: "Si 4 h 20 devient 4 h 04, posez le doigt sur le 12 et comptez ensemble de 5 en 5 jusqu'à la grande aiguille en touchant chaque cercle d'aide. Laissez les cercles à cet élève jusqu'à ce qu'il compte sans eux.",
          },
          {
            tag: 'off_by_one_step',
            text: "Si la réponse est décalée de 5 minutes, l'élève a peut-être commencé à 5 sur le 12 ou sauté un nombre : partez de « zéro » sur le 12 et touchez chaque nombre en comptant.",
          },
        ],
        exitTicket: [
          {
            question: 'Dessine les aiguilles pour 6 heures vingt-cinq.',
            answer: 'La grande sur le 5, la petite presque à mi-chemin entre le 6 et le 7.',
          },
          {
            question: "La grande aiguille montre le 2. Combien de minutes après l'heure ?",
            answer: '10 minutes',
          },
          { question: 'Écris 9 heures vingt en chiffres.', answer: '9 h 20' },
        ],
      },
      de: {
        title: 'In Fünferschritten: Minuten nach der vollen Stunde',
        objective:
          'Die Kinder zählen in Fünferschritten ab der 12 und lesen und stellen Uhrzeiten von fünf nach bis halb (4:05 bis 4:30).',
        materials: [
          'Der Spielplatz an der Tafel, mit eingeschalteten Hilfskreisen',
          'Ein Zahlenstrahl von 0 bis 60 in Fünferschritten, lang genug, um ihn um einen Reifen zu legen',
          'Eine Uhr pro Paar',
        ],
        warmUp: [
          'Öffne den Spielplatz, schalte die Hilfskreise ein und stell drei Uhr ein.',
          'Dreh den langen Zeiger Zahl für Zahl weiter, die Klasse zählt: 5, 10, 15, 20, 25, 30.',
          'Halt an der 4 an: „Wie viele Minuten nach drei?“ Zwanzig nach drei. Tipp auf den Lautsprecher und sprecht es gemeinsam nach.',
        ],
        steps: [
          'Legt den Zahlenstrahl um den Reifen: Jede Zahl auf der Uhr ist 5 Minuten wert.',
          'Ein Kind führt den langen Zeiger über die rechte Seite, die Klasse zählt mit und sagt „nach“.',
          'Erst lesen, dann stellen: Zeig 4:10, 4:25 und 4:05; die Klasse zählt an den Kreisen entlang und sagt jede Uhrzeit in Worten und Ziffern. Bei 4:25 sagen wir „fünf vor halb fünf“.',
          'Paare: Ein Kind nennt eine Uhrzeit zwischen fünf nach und halb, das andere stellt sie; nach drei Zeiten wird getauscht.',
          'Starte die Live-Runde: Die Uhren haben Zahnräder, der kurze Zeiger läuft von selbst mit.',
        ],
        differentiation: [
          {
            tag: 'numeral_as_minutes',
            text: 'Wird aus 4:20 „4:04“, leg einen Finger auf die 12 und zählt gemeinsam in Fünferschritten bis zum langen Zeiger, jeden Hilfskreis antippen. Lass die Kreise für dieses Kind an, bis es ohne sie zählt.',
          },
          {
            tag: 'off_by_one_step',
            text: 'Liegt die Antwort fünf Minuten daneben, hat das Kind vielleicht an der 12 mit 5 begonnen oder eine Zahl übersprungen: Beginnt an der 12 mit „null“ und tippt beim Zählen jede Zahl an.',
          },
        ],
        exitTicket: [
          {
            question: 'Zeichne die Zeiger für zwanzig nach sechs.',
            answer: 'Langer Zeiger auf der 4, kurzer Zeiger ein Stück nach der 6.',
          },
          {
            question:
              'Der lange Zeiger zeigt auf die 2. Wie viele Minuten nach der vollen Stunde ist es?',
            answer: '10 Minuten (zehn nach)',
          },
          { question: 'Schreib fünf vor halb zehn in Ziffern.', answer: '9:25' },
        ],
      },
      it: {
        title: "Contiamo di cinque in cinque dopo l'ora",
        objective:
          'I bambini contano di cinque in cinque dal 12 per leggere e impostare gli orari da «e cinque» a «e mezza» (4:05-4:30).',
        materials: [
          "L'area giochi proiettata alla lavagna, con i cerchi di aiuto attivi",
          'Una linea dei numeri da 0 a 60 di cinque in cinque, abbastanza lunga da girare intorno a un cerchio da ginnastica',
          'Un orologio per coppia',
        ],
        warmUp: [
          "Apri l'area giochi, attiva i cerchi di aiuto e imposta le tre.",
          'Sposta la lancetta lunga un numero alla volta mentre la classe conta: 5, 10, 15, 20, 25, 30.',
          "Fermati sul 4 e chiedi: «Quanti minuti dopo le tre?» Le tre e venti. Tocca l'altoparlante e ripetetelo insieme.",
        ],
        steps: [
          "Avvolgete la linea dei numeri intorno al cerchio: ogni numero dell'orologio vale 5 minuti.",
          'Un bambino porta la lancetta lunga lungo il lato destro mentre la classe conta e dice «e…».',
          'Prima leggere, poi impostare: mostra 4:10, 4:25 e 4:05; la classe conta lungo i cerchi e dice ogni orario a parole e in cifre.',
          "A coppie: uno dice un orario tra «e cinque» e «e mezza», l'altro lo imposta; ci si scambia ogni tre.",
          'Avvia la sessione dal vivo: gli orologi hanno gli ingranaggi, la lancetta corta segue da sola.',
        ],
        differentiation: [
          {
            tag: 'numeral_as_minutes',
            text: 'Se le 4:20 diventano 4:04, metti il dito sul 12 e contate insieme di cinque in cinque fino alla lancetta lunga, toccando ogni cerchio di aiuto. Lascia i cerchi attivi per quel bambino finché conta senza.',
          },
          {
            tag: 'off_by_one_step',
            text: 'Se la risposta è sbagliata di cinque minuti, forse ha cominciato con 5 sul 12 o ha saltato un numero: partite da «zero» sul 12 e toccate ogni numero contando.',
          },
        ],
        exitTicket: [
          {
            question: 'Disegna le lancette per le sei e venticinque.',
            answer: 'La lunga sul 5, la corta quasi a metà strada tra il 6 e il 7.',
          },
          {
            question: "La lancetta lunga indica il 2. Quanti minuti sono passati dall'ora?",
            answer: '10 minuti («e dieci»)',
          },
          { question: 'Scrivi in cifre le nove e venti.', answer: '9:20' },
        ],
      },
    },
  },
  {
    id: 'count-by-fives-to',
    level: 8,
    grade: '2',
    minutes: 40,
    preset: {
      questionCount: 10,
      questionTypes: ['multiple_choice', 'read_time', 'set_time'],
      difficulty: '5',
      secondsPerQuestion: 30,
      leaderboard: 'at-end',
    },
    texts: {
      en: {
        title: 'Counting by fives to the next hour',
        objective:
          'Children read times from 4:35 to 4:55 both ways: as minutes past (4:40) and as minutes to the next hour (twenty to 5).',
        materials: [
          'The Playground on the board, with the helper circles on',
          'Clocks with the past half tinted green and the to half tinted orange',
          'Mini whiteboards and pens',
        ],
        warmUp: [
          'On the Playground, set half past 7 with the helper circles on.',
          'Move the long hand on by fives while the class counts on: 35, 40, 45, 50, 55.',
          'Now count back from the 12: five to, ten to, quarter to, twenty to. Point out that the short hand is nearly at the 8.',
        ],
        steps: [
          'Write 7:40 and say it both ways: "forty minutes past 7" and "twenty to 8". Ask which hour each one names.',
          'On the orange side, children count back from the 12 in fives: 5, 10, 15, 20 minutes to go.',
          'Read before you set: show 7:50, 7:35 and 7:55; half the class says the digits, the other half the "to" words.',
          'Play "Beat the hour": you set a time, the children show on their fingers how many fives are left until the next o\'clock.',
          'Run the live session.',
        ],
        differentiation: [
          {
            tag: 'next_hour',
            text: 'If 7:50 is written 8:50, show on the geared clock that the short hand is nearly at the 8 but not there yet: "The digits use the hour it has passed: 7."',
          },
          {
            tag: 'past_to_reversed',
            text: 'If "twenty to 8" becomes 8:20, let the child find the orange side and count back from the 12: 5, 10, 15, 20 minutes before 8. Then set it together and read the digits: 7:40.',
          },
        ],
        exitTicket: [
          { question: 'Write twenty to 5 in digits.', answer: '4:40' },
          {
            question:
              'The long hand points at the 11 and the short hand is nearly at the 3. What time is it?',
            answer: 'Five to 3 (2:55)',
          },
          { question: "How many minutes from 6:45 to 7 o'clock?", answer: '15 minutes' },
        ],
      },
      es: {
        title: 'De cinco en cinco hacia la hora siguiente: «menos…»',
        objective:
          'Los niños leen las horas de 4:35 a 4:55 de las dos maneras: con los minutos que han pasado (4:40) y con los que faltan para la hora siguiente (las cinco menos veinte).',
        materials: [
          'La zona de juego proyectada en la pizarra, con los círculos de ayuda activados',
          'Relojes con la mitad del «y» en verde y la del «menos» en naranja',
          'Pizarritas y rotuladores',
        ],
        warmUp: [
          'En la zona de juego, pon las siete y media con los círculos de ayuda activados.',
          'Avanza la aguja larga de cinco en cinco mientras la clase sigue contando: 35, 40, 45, 50, 55.',
          'Ahora contad hacia atrás desde el 12: menos cinco, menos diez, menos cuarto, menos veinte. Fijaos en que la aguja corta casi está en el 8.',
        ],
        steps: [
          'Escribe 7:40 y dilo de las dos maneras: «las siete y cuarenta» y «las ocho menos veinte». Pregunta qué hora nombra cada una.',
          'En el lado naranja, los niños cuentan hacia atrás desde el 12 de cinco en cinco: faltan 5, 10, 15, 20 minutos.',
          'Primero leer, luego poner: enseña 7:50, 7:35 y 7:55; media clase dice los números y la otra media la forma con «menos».',
          'Jugad a «Gánale a la hora»: pones una hora y los niños enseñan con los dedos cuántos cincos faltan para la hora en punto.',
          'Lanza la sesión en directo.',
        ],
        differentiation: [
          {
            tag: 'next_hour',
            text: 'Si escribe 8:50 en lugar de 7:50, muestra en el reloj de engranajes que la corta casi está en el 8, pero aún no ha llegado: «Los números usan la hora que ya ha pasado: 7».',
          },
          {
            tag: 'past_to_reversed',
            text: 'Si «las ocho menos veinte» se convierte en 8:20, que busque el lado naranja y cuente hacia atrás desde el 12: 5, 10, 15, 20 minutos antes de las ocho. Luego ponedla juntos y leed los números: 7:40.',
          },
        ],
        exitTicket: [
          { question: 'Escribe con números las cinco menos veinte.', answer: '4:40' },
          {
            question: 'La aguja larga señala el 11 y la corta casi está en el 1. ¿Qué hora es?',
            answer: 'Es la una menos cinco (12:55).',
          },
          {
            question: '¿Cuántos minutos van de las 6:45 a las siete en punto?',
            answer: '15 minutos',
          },
        ],
      },
      fr: {
        title: "Compter de 5 en 5 jusqu'à l'heure suivante",
        objective:
          "Les élèves lisent les heures de 4 h 35 à 4 h 55 des deux façons : en minutes après l'heure (4 h 40) et en minutes avant l'heure suivante (5 heures moins vingt).",
        materials: [
          "Le terrain de jeu projeté au tableau, avec les cercles d'aide activés",
          'Des horloges avec la moitié « et » en vert et la moitié « moins » en orange',
          'Des ardoises et des feutres',
        ],
        warmUp: [
          "Sur le terrain de jeu, affichez 7 heures et demie avec les cercles d'aide.",
          'Avancez la grande aiguille de 5 en 5 pendant que la classe continue de compter : 35, 40, 45, 50, 55.',
          'Comptez maintenant à rebours depuis le 12 : moins cinq, moins dix, moins le quart, moins vingt. Faites remarquer que la petite aiguille est presque sur le 8.',
        ],
        steps: [
          'Écrivez 7 h 40 et dites-le des deux façons : « sept heures quarante » et « huit heures moins vingt ». Demandez quelle heure nomme chacune.',
          'Du côté orange, les élèves comptent à rebours depuis le 12 de 5 en 5 : il reste 5, 10, 15, 20 minutes.',
          "Lire avant de placer : montrez 7 h 50, 7 h 35 et 7 h 55 ; la moitié de la classe dit les chiffres, l'autre la forme avec « moins ».",
          "Jouez à « Avant l'heure » : vous réglez une heure, les élèves montrent avec les doigts combien de cinq il reste jusqu'à l'heure pile.",
          'Lancez la séance en direct.',
        ],
        differentiation: [
          {
            tag: 'next_hour',
            text: "S'il écrit 8 h 50 pour 7 h 50, montrez sur l'horloge à engrenages que la petite aiguille est presque sur le 8, mais pas encore : « Les chiffres gardent l'heure qu'elle a dépassée : 7. »",
          },
          {
            tag: 'past_to_reversed',
            text: 'Si « huit heures moins vingt » devient 8 h 20, faites-lui trouver le côté orange et compter à rebours depuis le 12 : 5, 10, 15, 20 minutes avant 8 heures. Réglez-la ensemble et lisez les chiffres : 7 h 40.',
          },
        ],
        exitTicket: [
          { question: 'Écris 5 heures moins vingt en chiffres.', answer: '4 h 40' },
          {
            question:
              'La grande aiguille montre le 11 et la petite est presque sur le 3. Quelle heure est-il ?',
            answer: '3 heures moins cinq (2 h 55)',
          },
          {
            question: 'Combien de minutes de 6 h 45 à 7 heures ?',
            answer: '15 minutes',
          },
        ],
      },
      de: {
        title: 'In Fünferschritten zur nächsten Stunde',
        objective:
          'Die Kinder lesen Uhrzeiten von 4:35 bis 4:55 auf zwei Arten: in Ziffern (4:40) und als Minuten vor der nächsten Stunde (zwanzig vor fünf).',
        materials: [
          'Der Spielplatz an der Tafel, mit eingeschalteten Hilfskreisen',
          'Uhren mit grüner Nach-Hälfte und oranger Vor-Hälfte',
          'Kleine Whiteboards und Stifte',
        ],
        warmUp: [
          'Stell auf dem Spielplatz halb acht ein, die Hilfskreise sind an.',
          'Dreh den langen Zeiger in Fünferschritten weiter, die Klasse zählt weiter: 35, 40, 45, 50, 55.',
          'Jetzt zählt rückwärts von der 12: fünf vor, zehn vor, Viertel vor, zwanzig vor. Zeig: Der kurze Zeiger ist fast an der 8.',
        ],
        steps: [
          'Schreib 7:40 an und sag es auf beide Arten: „sieben Uhr vierzig“ und „zwanzig vor acht“. Frag, welche Stunde jede Form nennt.',
          'Auf der orangen Seite zählen die Kinder von der 12 rückwärts in Fünferschritten: noch 5, 10, 15, 20 Minuten. Bei 7:35 sagen wir „fünf nach halb acht“.',
          'Erst lesen, dann stellen: Zeig 7:50, 7:35 und 7:55; die eine Hälfte der Klasse sagt die Ziffern, die andere die Form mit „vor“.',
          'Spielt „Schneller als die Stunde“: Du stellst eine Uhrzeit, die Kinder zeigen mit den Fingern, wie viele Fünfer bis zur vollen Stunde fehlen.',
          'Starte die Live-Runde.',
        ],
        differentiation: [
          {
            tag: 'next_hour',
            text: 'Schreibt ein Kind zu 7:50 „8:50“, zeig an der Zahnraduhr: Der kurze Zeiger ist fast an der 8, aber noch nicht da. „Die Ziffern nehmen die Stunde, an der er vorbei ist: 7.“',
          },
          {
            tag: 'past_to_reversed',
            text: 'Wird aus „zwanzig vor acht“ 8:20, lass das Kind die orange Seite suchen und von der 12 rückwärts zählen: 5, 10, 15, 20 Minuten vor acht. Dann stellt ihr die Uhr gemeinsam und lest die Ziffern: 7:40.',
          },
        ],
        exitTicket: [
          { question: 'Schreib zwanzig vor fünf in Ziffern.', answer: '4:40' },
          {
            question:
              'Der lange Zeiger zeigt auf die 11, der kurze ist fast an der 3. Wie spät ist es?',
            answer: 'Fünf vor drei (2:55).',
          },
          { question: 'Wie viele Minuten sind es von 6:45 bis sieben Uhr?', answer: '15 Minuten' },
        ],
      },
      it: {
        title: "Di cinque in cinque verso l'ora successiva",
        objective:
          "I bambini leggono gli orari da 4:35 a 4:55 in due modi: con i minuti passati (4:40) e con i minuti che mancano all'ora dopo (le cinque meno venti).",
        materials: [
          "L'area giochi proiettata alla lavagna, con i cerchi di aiuto attivi",
          'Orologi con la metà della «e» in verde e quella del «meno» in arancione',
          'Lavagnette e pennarelli',
        ],
        warmUp: [
          "Nell'area giochi imposta le sette e mezza con i cerchi di aiuto attivi.",
          'Porta avanti la lancetta lunga di cinque in cinque mentre la classe continua a contare: 35, 40, 45, 50, 55.',
          "Ora contate all'indietro dal 12: meno cinque, meno dieci, meno un quarto, meno venti. Fai notare che la corta è quasi sull'8.",
        ],
        steps: [
          'Scrivi 7:40 e dillo nei due modi: «le sette e quaranta» e «le otto meno venti». Chiedi quale ora nomina ciascuno.',
          "Sul lato arancione i bambini contano all'indietro dal 12 di cinque in cinque: mancano 5, 10, 15, 20 minuti.",
          "Prima leggere, poi impostare: mostra 7:50, 7:35 e 7:55; metà classe dice le cifre, l'altra metà la forma con «meno».",
          "Giocate a «Batti l'ora»: imposti un orario e i bambini mostrano con le dita quanti cinque mancano all'ora in punto.",
          'Avvia la sessione dal vivo.',
        ],
        differentiation: [
          {
            tag: 'next_hour',
            text: "Se scrive 8:50 invece di 7:50, mostra sull'orologio a ingranaggi che la corta è quasi sull'8 ma non ci è ancora arrivata: «Le cifre usano l'ora già superata: 7.»",
          },
          {
            tag: 'past_to_reversed',
            text: "Se «le otto meno venti» diventa 8:20, fagli trovare il lato arancione e contare all'indietro dal 12: 5, 10, 15, 20 minuti prima delle otto. Poi impostatela insieme e leggete le cifre: 7:40.",
          },
        ],
        exitTicket: [
          { question: 'Scrivi in cifre le cinque meno venti.', answer: '4:40' },
          {
            question: "La lancetta lunga indica l'11 e la corta è quasi sull'1. Che ore sono?",
            answer: "È l'una meno cinque (12:55).",
          },
          { question: 'Quanti minuti ci sono dalle 6:45 alle sette?', answer: '15 minuti' },
        ],
      },
    },
  },
  {
    id: 'any-five-minutes',
    level: 9,
    grade: '2',
    minutes: 35,
    preset: {
      questionCount: 10,
      questionTypes: ['read_time', 'set_time', 'multiple_choice'],
      difficulty: '5',
      secondsPerQuestion: 25,
      leaderboard: 'after-each',
    },
    texts: {
      en: {
        title: 'Any five minutes, with fewer helpers',
        objective:
          'Children read and set any time to five minutes without the helper circles, with past and to times mixed.',
        materials: [
          'The Playground on the board',
          'A clock for each pair',
          'Time cards with mixed five-minute times (3:50, 10:35, 6:05, 12:25)',
        ],
        warmUp: [
          'On the Playground, turn the helper circles off.',
          'Set 10:35; the children count by fives in their heads and show the minutes by opening and closing both hands.',
          'Turn the circles back on to check, then try 10:50 and 10:05 with them off again.',
        ],
        steps: [
          'Warm up the old skills: a quick round of reading clocks from all the earlier lessons, mixed.',
          'Think aloud: "Short hand first: it is between 10 and 11, so 10. Long hand on the 7: 35 minutes. 10:35."',
          'Pairs with time cards: one reads a card and sets the clock, the other checks it on the Playground.',
          'Run the live session; after the most missed question, set that time together.',
          "Each child writes one tricky time for tomorrow's warm-up.",
        ],
        differentiation: [
          {
            tag: 'hands_swapped',
            text: 'If 3:50 becomes 10:15, go back to "short hand first": the child names the hour from the short hand, out loud, before looking at the long one.',
          },
          {
            tag: 'numeral_as_minutes',
            text: 'If the minutes come out as the number under the hand (10:07 for 10:35), turn the helper circles back on for this child and fade them again after five right answers in a row.',
          },
          {
            tag: 'next_hour',
            text: 'If 6:55 is read as 7:55, cover the 7 with a finger: "Has the short hand reached it? No, so it is still 6." A quick hour-hand-only round on the Playground helps.',
          },
        ],
        exitTicket: [
          {
            question: 'Draw the hands for 10:35.',
            answer: 'Long hand on the 7, short hand just past half way between the 10 and the 11.',
          },
          {
            question:
              'The long hand is on the 10 and the short hand is nearly at the 2. What time is it?',
            answer: '1:50 (ten to 2)',
          },
          { question: 'Which is later, 4:55 or 5:05?', answer: '5:05' },
        ],
      },
      es: {
        title: 'Cualquier hora de cinco en cinco, con menos ayudas',
        objective:
          'Los niños leen y ponen cualquier hora de cinco en cinco sin los círculos de ayuda, mezclando horas con «y» y con «menos».',
        materials: [
          'La zona de juego proyectada en la pizarra',
          'Un reloj por pareja',
          'Tarjetas con horas variadas de cinco en cinco (3:50, 10:35, 6:05, 12:25)',
        ],
        warmUp: [
          'En la zona de juego, desactiva los círculos de ayuda.',
          'Pon las 10:35; los niños cuentan de cinco en cinco mentalmente y muestran los minutos abriendo y cerrando las manos.',
          'Activa otra vez los círculos para comprobar y probad las 10:50 y las 10:05 sin ellos.',
        ],
        steps: [
          'Repasamos lo anterior: una ronda rápida leyendo relojes de todas las lecciones pasadas, mezclados.',
          'Piensa en voz alta: «Primero la corta: está entre el 10 y el 11, así que son las diez. La larga en el 7: 35 minutos. Las once menos veinticinco, 10:35».',
          'Por parejas con tarjetas: uno lee la tarjeta y pone el reloj; el otro lo comprueba en la zona de juego.',
          'Lanza la sesión en directo; después de la pregunta más fallada, poned esa hora juntos.',
          'Cada niño escribe una hora difícil para el calentamiento de mañana.',
        ],
        differentiation: [
          {
            tag: 'hands_swapped',
            text: 'Si las 3:50 se convierten en 10:15, volved a «primero la corta»: el niño dice la hora de la aguja corta en voz alta antes de mirar la larga.',
          },
          {
            tag: 'numeral_as_minutes',
            text: 'Si los minutos salen como el número bajo la aguja (10:07 en lugar de 10:35), activa de nuevo los círculos de ayuda para ese niño y quítalos otra vez tras cinco aciertos seguidos.',
          },
          {
            tag: 'next_hour',
            text: 'Si lee las 6:55 como 7:55, tapa el 7 con el dedo: «¿Ha llegado la corta? No, así que siguen siendo las seis». Una ronda rápida con solo la aguja de las horas en la zona de juego ayuda.',
          },
        ],
        exitTicket: [
          {
            question: 'Dibuja las agujas para las 10:35.',
            answer: 'La larga en el 7 y la corta un poco más allá de la mitad entre el 10 y el 11.',
          },
          {
            question: 'La aguja larga está en el 10 y la corta casi en el 2. ¿Qué hora es?',
            answer: 'Las dos menos diez (1:50).',
          },
          { question: '¿Qué es más tarde, las 4:55 o las 5:05?', answer: 'Las 5:05' },
        ],
      },
      fr: {
        title: "N'importe quelle heure de 5 en 5, avec moins d'aide",
        objective:
          "Les élèves lisent et placent n'importe quelle heure de 5 en 5 sans les cercles d'aide, avec des heures en « et » et en « moins » mélangées.",
        materials: [
          'Le terrain de jeu projeté au tableau',
          'Une horloge par binôme',
          'Des cartes avec des heures variées de 5 en 5 (3 h 50, 10 h 35, 6 h 05, 12 h 25)',
        ],
        warmUp: [
          "Sur le terrain de jeu, désactivez les cercles d'aide.",
          'Affichez 10 h 35 ; les élèves comptent de 5 en 5 dans leur tête et montrent les minutes en ouvrant et fermant les mains.',
          'Réactivez les cercles pour vérifier, puis essayez 10 h 50 et 10 h 05 sans eux.',
        ],
        steps: [
          "On révise : une petite série de lectures d'horloges de toutes les leçons précédentes, mélangées.",
          "Pensez à voix haute : « D'abord la petite : elle est entre le 10 et le 11, donc 10 heures. La grande sur le 7 : 35 minutes. 10 h 35, onze heures moins vingt-cinq. »",
          "En binôme avec les cartes : l'un lit la carte et règle l'horloge, l'autre vérifie sur le terrain de jeu.",
          'Lancez la séance en direct ; après la question la plus ratée, réglez cette heure ensemble.',
          "Chaque élève écrit une heure difficile pour l'échauffement de demain.",
        ],
        differentiation: [
          {
            tag: 'hands_swapped',
            text: "Si 3 h 50 devient 10 h 15, revenez à « d'abord la petite » : l'élève dit l'heure de la petite aiguille à voix haute avant de regarder la grande.",
          },
          {
            tag: 'numeral_as_minutes',
            text: "Si les minutes sont le nombre sous l'aiguille (10 h 07 pour 10 h 35), réactivez les cercles d'aide pour cet élève et retirez-les de nouveau après cinq bonnes réponses de suite.",
          },
          {
            tag: 'next_hour',
            text: "S'il lit 6 h 55 comme 7 h 55, cachez le 7 avec le doigt : « La petite aiguille y est arrivée ? Non, il est donc encore 6 heures. » Un petit tour avec l'aiguille des heures seule sur le terrain de jeu aide.",
          },
        ],
        exitTicket: [
          {
            question: 'Dessine les aiguilles pour 10 h 35.',
            answer: 'La grande sur le 7, la petite juste après la moitié entre le 10 et le 11.',
          },
          {
            question:
              'La grande aiguille est sur le 10 et la petite presque sur le 2. Quelle heure est-il ?',
            answer: '2 heures moins dix (1 h 50)',
          },
          { question: 'Quelle heure est la plus tardive : 4 h 55 ou 5 h 05 ?', answer: '5 h 05' },
        ],
      },
      de: {
        title: 'Alle Fünf-Minuten-Zeiten, mit weniger Hilfen',
        objective:
          'Die Kinder lesen und stellen jede Uhrzeit auf fünf Minuten genau ohne Hilfskreise, mit „nach“, „vor“ und „halb“ gemischt.',
        materials: [
          'Der Spielplatz an der Tafel',
          'Eine Uhr pro Paar',
          'Uhrzeitkarten mit gemischten Fünf-Minuten-Zeiten (3:50, 10:35, 6:05, 12:25)',
        ],
        warmUp: [
          'Schalte auf dem Spielplatz die Hilfskreise aus.',
          'Stell 10:35 ein; die Kinder zählen im Kopf in Fünferschritten und zeigen die Minuten, indem sie beide Hände öffnen und schließen.',
          'Schalte die Kreise zum Nachprüfen wieder ein, dann versucht ihr 10:50 und 10:05 ohne sie.',
        ],
        steps: [
          'Altes wiederholen: eine kurze Runde Uhren lesen aus allen bisherigen Stunden, gemischt.',
          'Denk laut vor: „Zuerst der kurze Zeiger: zwischen 10 und 11, also 10. Der lange auf der 7: 35 Minuten. 10:35, fünf nach halb elf.“',
          'Paare mit Uhrzeitkarten: Ein Kind liest die Karte und stellt die Uhr, das andere prüft auf dem Spielplatz.',
          'Starte die Live-Runde; stellt nach der am häufigsten falsch beantworteten Frage diese Uhrzeit gemeinsam ein.',
          'Jedes Kind schreibt eine knifflige Uhrzeit für das Aufwärmen morgen auf.',
        ],
        differentiation: [
          {
            tag: 'hands_swapped',
            text: 'Wird aus 3:50 „10:15“, zurück zu „zuerst der kurze Zeiger“: Das Kind sagt die Stunde des kurzen Zeigers laut, bevor es den langen anschaut.',
          },
          {
            tag: 'numeral_as_minutes',
            text: 'Nennt das Kind als Minuten die Zahl unter dem Zeiger (10:07 statt 10:35), schalte die Hilfskreise für dieses Kind wieder ein und nimm sie nach fünf richtigen Antworten hintereinander wieder weg.',
          },
          {
            tag: 'next_hour',
            text: 'Liest es 6:55 als 7:55, deck die 7 mit dem Finger ab: „Ist der kurze Zeiger schon da? Nein, also ist es noch sechs.“ Eine kurze Runde nur mit dem Stundenzeiger auf dem Spielplatz hilft.',
          },
        ],
        exitTicket: [
          {
            question: 'Zeichne die Zeiger für fünf nach halb elf.',
            answer:
              'Langer Zeiger auf der 7, kurzer knapp nach der Mitte zwischen 10 und 11 (10:35).',
          },
          {
            question:
              'Der lange Zeiger steht auf der 10, der kurze fast auf der 2. Wie spät ist es?',
            answer: 'Zehn vor zwei (1:50).',
          },
          { question: 'Was ist später: 4:55 oder 5:05?', answer: '5:05' },
        ],
      },
      it: {
        title: 'Qualsiasi orario di cinque in cinque, con meno aiuti',
        objective:
          'I bambini leggono e impostano qualsiasi orario di cinque in cinque senza i cerchi di aiuto, mescolando orari con «e» e con «meno».',
        materials: [
          "L'area giochi proiettata alla lavagna",
          'Un orologio per coppia',
          'Carte con orari misti di cinque in cinque (3:50, 10:35, 6:05, 12:25)',
        ],
        warmUp: [
          "Nell'area giochi disattiva i cerchi di aiuto.",
          'Imposta le 10:35; i bambini contano di cinque in cinque a mente e mostrano i minuti aprendo e chiudendo le mani.',
          'Riattiva i cerchi per controllare, poi provate le 10:50 e le 10:05 senza.',
        ],
        steps: [
          'Ripassiamo: un giro veloce di letture di orologi da tutte le lezioni precedenti, mescolate.',
          "Pensa ad alta voce: «Prima la corta: è tra il 10 e l'11, quindi le dieci. La lunga sul 7: 35 minuti. Le 10:35, le dieci e trentacinque.»",
          "A coppie con le carte: uno legge la carta e imposta l'orologio, l'altro controlla nell'area giochi.",
          "Avvia la sessione dal vivo; dopo la domanda più sbagliata, impostate insieme quell'orario.",
          'Ogni bambino scrive un orario difficile per il riscaldamento di domani.',
        ],
        differentiation: [
          {
            tag: 'hands_swapped',
            text: "Se le 3:50 diventano 10:15, tornate a «prima la corta»: il bambino dice ad alta voce l'ora della lancetta corta prima di guardare la lunga.",
          },
          {
            tag: 'numeral_as_minutes',
            text: 'Se i minuti sono il numero sotto la lancetta (10:07 invece di 10:35), riattiva i cerchi di aiuto per quel bambino e toglili di nuovo dopo cinque risposte giuste di fila.',
          },
          {
            tag: 'next_hour',
            text: "Se legge le 6:55 come 7:55, copri il 7 con il dito: «La corta ci è arrivata? No, quindi sono ancora le sei.» Aiuta un giro veloce con la sola lancetta delle ore nell'area giochi.",
          },
        ],
        exitTicket: [
          {
            question: 'Disegna le lancette per le 10:35.',
            answer: "La lunga sul 7, la corta appena oltre la metà tra il 10 e l'11.",
          },
          {
            question: 'La lancetta lunga è sul 10 e la corta quasi sul 2. Che ore sono?',
            answer: 'Le due meno dieci (1:50).',
          },
          { question: 'Quale orario viene più tardi, le 4:55 o le 5:05?', answer: 'Le 5:05' },
        ],
      },
    },
  },
];
