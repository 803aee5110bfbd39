import type { LessonPlan } from './lesson-plan';

/** Levels 1-4: the hour hand, o'clock, half past, and matching them (K-1). */
export const HOUR_PLANS: readonly LessonPlan[] = [
  {
    id: 'hour-hand-alone',
    level: 1,
    grade: 'K',
    minutes: 30,
    preset: {
      questionCount: 6,
      questionTypes: ['multiple_choice'],
      difficulty: 'hour',
      secondsPerQuestion: 30,
      leaderboard: 'at-end',
    },
    texts: {
      en: {
        title: 'The little hand tells the hour',
        objective:
          'Children name the hour from the short hand alone: right on a number, just after it, or nearly at the next one.',
        materials: [
          'A one-handed clock for each pair (a paper plate with only a short hand)',
          'The Playground on the board',
          'Picture cards of the school day: arriving, lunch, home time',
        ],
        warmUp: [
          'Open the Playground on the board and turn on "Hour hand only".',
          'Drag the short hand slowly round; the children call out each number as the hand reaches it.',
          'Stop just after the 3: "Has it passed the 3? Then it is just after 3 o\'clock."',
          'Stop just before the 4: the children show "nearly" with two fingers almost touching.',
        ],
        steps: [
          'Tell the story of the short hand: it walks from number to number, one step every hour, and it is never in a hurry.',
          'Set times on your one-handed clock; the class answers "3 o\'clock", "just after 3" or "nearly 4".',
          'Hold up a picture card; a child sets the hand for lunch or home time and everyone says the hour.',
          'Pairs take turns: one sets the short hand, the other says the hour.',
          'Run the live session: the children pick the clock that matches the hour.',
          'Finish with the rule in one sentence: the short hand belongs to the number it has just passed.',
        ],
        differentiation: [
          {
            tag: 'previous_hour',
            text: 'If a child says 3 when the hand is just after 4, put their finger on the 4 and walk it forward: "It has passed the 4, so it is 4 o\'clock." Colour each hour\'s slice of their plate in the colour of its number.',
          },
          {
            tag: 'off_by_one_hour',
            text: 'If the hour is one off either way, ask the child to touch the number the hand has just passed and say it aloud before answering. On the Playground, stop the hand on each number in turn.',
          },
          {
            tag: 'hands_swapped',
            text: 'If a child reaches for the long hand, keep it hidden for now and give them a short, fat hand in a bright colour: "Short hand, short word: hour."',
          },
        ],
        exitTicket: [
          { question: 'The short hand points at the 7. What time is it?', answer: "7 o'clock" },
          {
            question: "Draw the short hand for 2 o'clock.",
            answer: 'A short hand pointing straight at the 2.',
          },
          {
            question: 'The short hand is just past the 9. Is it just after 9 or nearly 9?',
            answer: "Just after 9 o'clock",
          },
        ],
      },
      es: {
        title: 'La aguja pequeña nos dice la hora',
        objective:
          'Los niños dicen la hora mirando solo la aguja corta: justo en un número, recién pasada o casi en el siguiente.',
        materials: [
          'Un reloj de una sola aguja por pareja (un plato de cartón con la aguja corta)',
          'La zona de juego proyectada en la pizarra',
          'Tarjetas con momentos del día: llegada al cole, comida, salida',
        ],
        warmUp: [
          'Abre la zona de juego en la pizarra y activa «Solo la aguja de las horas».',
          'Gira despacio la aguja corta; los niños dicen cada número cuando la aguja llega a él.',
          'Para justo después del 3: «¿Ya ha pasado el 3? Entonces son las tres y un poquito».',
          'Para justo antes del 4: los niños enseñan «casi» con dos dedos que casi se tocan.',
        ],
        steps: [
          'Cuenta la historia de la aguja corta: va de número en número, un paso cada hora, sin prisa.',
          'Pon horas en tu reloj de una aguja; la clase responde «son las tres», «las tres y poco» o «casi las cuatro».',
          'Enseña una tarjeta; un niño pone la aguja en la hora de comer o de salir y todos dicen la hora.',
          'Por parejas: uno coloca la aguja corta y el otro dice la hora.',
          'Lanza la sesión en directo: los niños eligen el reloj que marca esa hora.',
          'Cerrad con la regla en una frase: la aguja corta es del número que acaba de pasar.',
        ],
        differentiation: [
          {
            tag: 'previous_hour',
            text: 'Si un niño dice «las tres» cuando la aguja acaba de pasar el 4, pon su dedo en el 4 y avanzad juntos: «Ya ha pasado el 4, así que son las cuatro». Colorea cada porción del plato del color de su número.',
          },
          {
            tag: 'off_by_one_hour',
            text: 'Si se equivoca en una hora hacia un lado u otro, pídele que toque el número que la aguja acaba de pasar y lo diga en voz alta antes de contestar. En la zona de juego, para la aguja en cada número.',
          },
          {
            tag: 'hands_swapped',
            text: 'Si busca la aguja larga, escóndela por ahora y dale una aguja corta y gruesa de un color vivo: «La corta, la de las horas».',
          },
        ],
        exitTicket: [
          { question: 'La aguja corta señala el 7. ¿Qué hora es?', answer: 'Son las siete.' },
          {
            question: 'Dibuja la aguja corta para la una en punto.',
            answer: 'Una aguja corta que apunta justo al 1: es la una.',
          },
          {
            question: 'La aguja corta acaba de pasar el 9. ¿Son las nueve y poco o casi las nueve?',
            answer: 'Las nueve y poco.',
          },
        ],
      },
      fr: {
        title: "La petite aiguille donne l'heure",
        objective:
          "Les élèves lisent l'heure avec la petite aiguille seule : pile sur un nombre, juste après, ou presque sur le suivant.",
        materials: [
          'Une horloge à une aiguille par binôme (une assiette en carton avec la petite aiguille)',
          'Le terrain de jeu projeté au tableau',
          "Des images de la journée : l'arrivée, la cantine, la sortie",
        ],
        warmUp: [
          'Ouvrez le terrain de jeu au tableau et activez « Seulement la petite aiguille ».',
          "Faites tourner lentement la petite aiguille ; les élèves disent chaque nombre quand l'aiguille l'atteint.",
          'Arrêtez-vous juste après le 3 : « Elle a dépassé le 3 ? Alors il est un peu plus de 3 heures. »',
          'Arrêtez-vous juste avant le 4 : les élèves montrent « presque » avec deux doigts qui se touchent presque.',
        ],
        steps: [
          "Racontez l'histoire de la petite aiguille : elle avance d'un nombre à l'autre, un pas par heure, sans jamais se presser.",
          "Placez l'aiguille sur votre horloge ; la classe répond « 3 heures », « un peu plus de 3 heures » ou « presque 4 heures ».",
          "Montrez une image ; un élève place l'aiguille pour la cantine ou la sortie, et tout le monde dit l'heure.",
          "En binôme : l'un place la petite aiguille, l'autre dit l'heure.",
          "Lancez la séance en direct : les élèves choisissent l'horloge qui montre cette heure.",
          "Terminez par la règle en une phrase : la petite aiguille appartient au nombre qu'elle vient de dépasser.",
        ],
        differentiation: [
          {
            tag: 'previous_hour',
            text: "Si un élève dit 3 heures alors que l'aiguille vient de dépasser le 4, posez son doigt sur le 4 et avancez ensemble : « Elle a dépassé le 4, il est donc 4 heures. » Coloriez chaque part de l'assiette de la couleur de son nombre.",
          },
          {
            tag: 'off_by_one_hour',
            text: "Si l'heure est décalée d'une unité, demandez-lui de toucher le nombre que l'aiguille vient de dépasser et de le dire à voix haute avant de répondre. Sur le terrain de jeu, arrêtez l'aiguille sur chaque nombre.",
          },
          {
            tag: 'hands_swapped',
            text: "S'il attrape la grande aiguille, cachez-la pour l'instant et donnez-lui une petite aiguille épaisse et bien colorée : « La petite, c'est celle des heures. »",
          },
        ],
        exitTicket: [
          {
            question: 'La petite aiguille montre le 7. Quelle heure est-il ?',
            answer: 'Il est 7 heures.',
          },
          {
            question: 'Dessine la petite aiguille pour 2 heures.',
            answer: 'Une petite aiguille pointée droit sur le 2.',
          },
          {
            question:
              'La petite aiguille vient de dépasser le 9. Est-il un peu plus de 9 heures ou presque 9 heures ?',
            answer: 'Un peu plus de 9 heures.',
          },
        ],
      },
      de: {
        title: 'Der kleine Zeiger zeigt die Stunde',
        objective:
          'Die Kinder lesen die Stunde nur am kleinen Zeiger ab: genau auf einer Zahl, kurz danach oder kurz vor der nächsten.',
        materials: [
          'Eine Uhr mit nur einem Zeiger pro Paar (ein Pappteller mit dem kurzen Zeiger)',
          'Der Spielplatz an der Tafel',
          'Bildkarten vom Schultag: Ankommen, Mittagessen, Heimgehen',
        ],
        warmUp: [
          'Öffne den Spielplatz an der Tafel und schalte „Nur der Stundenzeiger“ ein.',
          'Dreh den kleinen Zeiger langsam; die Kinder rufen jede Zahl, die der Zeiger erreicht.',
          'Halte kurz nach der 3 an: „Ist er schon an der 3 vorbei? Dann ist es kurz nach drei.“',
          'Halte kurz vor der 4 an: Die Kinder zeigen „gleich“ mit zwei Fingern, die sich fast berühren.',
        ],
        steps: [
          'Erzähl die Geschichte vom kleinen Zeiger: Er wandert von Zahl zu Zahl, jede Stunde einen Schritt, ganz gemütlich.',
          'Stell Zeiten an deiner Einzeigeruhr ein; die Klasse antwortet „drei Uhr“, „kurz nach drei“ oder „gleich vier“.',
          'Zeig eine Bildkarte; ein Kind stellt den Zeiger auf Mittagessen oder Heimgehen, alle sagen die Stunde.',
          'Partnerarbeit: Ein Kind stellt den kleinen Zeiger, das andere sagt die Uhrzeit.',
          'Starte die Live-Runde: Die Kinder wählen die Uhr, die zur Stunde passt.',
          'Zum Schluss die Regel in einem Satz: Der kleine Zeiger gehört zu der Zahl, an der er gerade vorbei ist.',
        ],
        differentiation: [
          {
            tag: 'previous_hour',
            text: 'Sagt ein Kind „drei“, obwohl der Zeiger gerade an der 4 vorbei ist, leg seinen Finger auf die 4 und geht gemeinsam weiter: „Er ist an der 4 vorbei, also ist es vier Uhr.“ Malt jedes Stundenstück des Tellers in der Farbe seiner Zahl an.',
          },
          {
            tag: 'off_by_one_hour',
            text: 'Liegt die Stunde um eins daneben, lass das Kind zuerst die Zahl antippen, an der der Zeiger gerade vorbei ist, und sie laut sagen. Auf dem Spielplatz den Zeiger an jeder Zahl anhalten.',
          },
          {
            tag: 'hands_swapped',
            text: 'Greift es nach dem langen Zeiger, lass den vorerst weg und gib ihm einen kurzen, dicken Zeiger in kräftiger Farbe: „Kurzer Zeiger, kurzes Wort: Stunde.“',
          },
        ],
        exitTicket: [
          {
            question: 'Der kleine Zeiger zeigt auf die 7. Wie spät ist es?',
            answer: 'Sieben Uhr.',
          },
          {
            question: 'Zeichne den kleinen Zeiger für zwei Uhr.',
            answer: 'Ein kurzer Zeiger, der genau auf die 2 zeigt.',
          },
          {
            question:
              'Der kleine Zeiger ist gerade an der 9 vorbei. Ist es kurz nach neun oder gleich neun?',
            answer: 'Kurz nach neun.',
          },
        ],
      },
      it: {
        title: "La lancetta piccola dice l'ora",
        objective:
          "I bambini leggono l'ora guardando solo la lancetta corta: proprio su un numero, appena dopo, o quasi sul successivo.",
        materials: [
          'Un orologio con una sola lancetta per coppia (un piatto di carta con la lancetta corta)',
          "L'area giochi proiettata alla lavagna",
          'Carte illustrate della giornata: arrivo a scuola, pranzo, uscita',
        ],
        warmUp: [
          "Apri l'area giochi alla lavagna e attiva «Solo la lancetta delle ore».",
          'Gira piano la lancetta corta; i bambini dicono ogni numero quando la lancetta lo raggiunge.',
          'Fermati appena dopo il 3: «Ha già passato il 3? Allora sono le tre e qualcosa.»',
          'Fermati appena prima del 4: i bambini mostrano «quasi» con due dita che quasi si toccano.',
        ],
        steps: [
          "Racconta la storia della lancetta corta: cammina da un numero all'altro, un passo ogni ora, senza fretta.",
          'Imposta delle ore sul tuo orologio a una lancetta; la classe risponde «sono le tre», «le tre passate» o «quasi le quattro».',
          "Mostra una carta; un bambino mette la lancetta sull'ora del pranzo o dell'uscita e tutti dicono l'ora.",
          "A coppie: uno posiziona la lancetta corta, l'altro dice l'ora.",
          "Avvia la sessione dal vivo: i bambini scelgono l'orologio che segna quell'ora.",
          'Chiudete con la regola in una frase: la lancetta corta appartiene al numero che ha appena superato.',
        ],
        differentiation: [
          {
            tag: 'previous_hour',
            text: 'Se un bambino dice «le tre» quando la lancetta ha appena superato il 4, metti il suo dito sul 4 e andate avanti insieme: «Ha superato il 4, quindi sono le quattro.» Colorate ogni spicchio del piatto del colore del suo numero.',
          },
          {
            tag: 'off_by_one_hour',
            text: "Se sbaglia l'ora di una in più o in meno, chiedigli di toccare il numero appena superato dalla lancetta e di dirlo ad alta voce prima di rispondere. Nell'area giochi, ferma la lancetta su ogni numero.",
          },
          {
            tag: 'hands_swapped',
            text: 'Se prende la lancetta lunga, per ora nascondila e dagli una lancetta corta e grossa di un colore vivace: «La corta è quella delle ore.»',
          },
        ],
        exitTicket: [
          { question: 'La lancetta corta indica il 7. Che ore sono?', answer: 'Sono le sette.' },
          {
            question: "Disegna la lancetta corta per l'una.",
            answer: "Una lancetta corta che punta dritta all'1: è l'una.",
          },
          {
            question:
              'La lancetta corta ha appena superato il 9. Sono le nove passate o quasi le nove?',
            answer: 'Le nove passate.',
          },
        ],
      },
    },
  },
  {
    id: 'oclock-both-hands',
    level: 2,
    grade: 'K',
    minutes: 30,
    preset: {
      questionCount: 8,
      questionTypes: ['multiple_choice', 'read_time'],
      difficulty: 'hour',
      secondsPerQuestion: 25,
      leaderboard: 'at-end',
    },
    texts: {
      en: {
        title: "O'clock: the long hand points up to the 12",
        objective:
          "Children read and show o'clock times with both hands: the short hand on the hour, the long hand straight up at the 12.",
        materials: [
          'A geared demonstration clock',
          'A clock with two differently coloured hands for each pair',
          'The Playground on the board',
          'Hour cards 1 to 12',
        ],
        warmUp: [
          'On the Playground, turn off "Hour hand only" so both hands show.',
          'Set 3 o\'clock. Ask: "Which hand is short? Where does it point?" Then: "Where is the long hand?"',
          'Drag the long hand once all the way round: the children watch the short hand creep from 3 to 4 and call out "4 o\'clock!"',
          'Do it twice more: every time the long hand reaches the top, the class says the new hour.',
        ],
        steps: [
          'Be a clock: one arm short and bent (the hour), one arm long and straight up (the minutes). "Long arm up means o\'clock."',
          "Read before you set: show five o'clock times on the big clock and the class reads each one.",
          'A child draws an hour card and sets the big clock: short hand first, then the long hand up to the 12.',
          'Pairs: one draws a card and sets the clock, the other checks "short hand on the number, long hand on the 12".',
          "Run the live session: the children choose or read the o'clock time they see.",
          "End with the tricky one: 12 o'clock, when both hands point up together.",
        ],
        differentiation: [
          {
            tag: 'hands_swapped',
            text: 'If a child reads 3 o\'clock as "12 and a bit", colour the short hand red and the long hand blue and always say them in order: "Short hand first, it tells the hour." Let them trace the short hand with a finger before they answer.',
          },
          {
            tag: 'off_by_one_hour',
            text: "If the hour comes out one off, set o'clock times on the geared clock by turning the long hand a whole circle, so the short hand lands on its number by itself. The child names the number under the short hand before saying anything else.",
          },
        ],
        exitTicket: [
          {
            question: "Draw the hands for 4 o'clock.",
            answer: 'Short hand on the 4, long hand on the 12.',
          },
          {
            question:
              'The short hand points at the 9 and the long hand at the 12. What time is it?',
            answer: "9 o'clock",
          },
          { question: 'Which hand tells the hour?', answer: 'The short hand.' },
        ],
      },
      es: {
        title: 'En punto: la aguja larga mira al 12',
        objective:
          'Los niños leen y marcan las horas en punto con las dos agujas: la corta en la hora y la larga arriba, en el 12.',
        materials: [
          'Un reloj de engranajes para la maestra o el maestro',
          'Un reloj con dos agujas de distinto color por pareja',
          'La zona de juego proyectada en la pizarra',
          'Tarjetas con las horas del 1 al 12',
        ],
        warmUp: [
          'En la zona de juego, desactiva «Solo la aguja de las horas» para que se vean las dos agujas.',
          'Pon las tres en punto. Pregunta: «¿Cuál es la aguja corta? ¿A dónde mira?» Y luego: «¿Y la larga?».',
          'Da una vuelta completa con la aguja larga: los niños ven cómo la corta avanza del 3 al 4 y dicen «¡las cuatro en punto!».',
          'Repetidlo dos veces más: cada vez que la larga llega arriba, la clase dice la nueva hora.',
        ],
        steps: [
          'Somos un reloj: un brazo corto y doblado (la hora) y otro largo y estirado hacia arriba (los minutos). «Brazo largo arriba: en punto».',
          'Primero leer, luego poner: enseña cinco horas en punto en el reloj grande y la clase las lee.',
          'Un niño saca una tarjeta y la pone en el reloj grande: primero la aguja corta, después la larga en el 12.',
          'Por parejas: uno saca una tarjeta y pone la hora; el otro comprueba «la corta en el número, la larga en el 12».',
          'Lanza la sesión en directo: los niños eligen o leen la hora en punto que ven.',
          'Terminad con la difícil: las doce en punto, cuando las dos agujas miran arriba a la vez.',
        ],
        differentiation: [
          {
            tag: 'hands_swapped',
            text: 'Si un niño lee las tres en punto como «las doce y pico», pinta la aguja corta de rojo y la larga de azul y nombradlas siempre en orden: «Primero la corta, que dice la hora». Que recorra la aguja corta con el dedo antes de contestar.',
          },
          {
            tag: 'off_by_one_hour',
            text: 'Si la hora sale una de más o de menos, poned las horas en punto en el reloj de engranajes girando la aguja larga una vuelta entera, para que la corta llegue sola a su número. El niño dice primero el número que hay bajo la aguja corta.',
          },
        ],
        exitTicket: [
          {
            question: 'Dibuja las agujas para las cuatro en punto.',
            answer: 'La corta en el 4 y la larga en el 12.',
          },
          {
            question: 'La aguja corta señala el 9 y la larga el 12. ¿Qué hora es?',
            answer: 'Son las nueve en punto.',
          },
          { question: '¿Qué aguja dice la hora?', answer: 'La aguja corta.' },
        ],
      },
      fr: {
        title: 'Heure pile : la grande aiguille sur le 12',
        objective:
          "Les élèves lisent et placent les heures pile avec les deux aiguilles : la petite sur l'heure, la grande tout en haut, sur le 12.",
        materials: [
          'Une horloge à engrenages pour la démonstration',
          'Une horloge à deux aiguilles de couleurs différentes par binôme',
          'Le terrain de jeu projeté au tableau',
          'Des cartes-heures de 1 à 12',
        ],
        warmUp: [
          'Sur le terrain de jeu, désactivez « Seulement la petite aiguille » pour voir les deux aiguilles.',
          'Affichez 3 heures. Demandez : « Quelle est la petite aiguille ? Que montre-t-elle ? » Puis : « Et la grande ? »',
          'Faites faire un tour complet à la grande aiguille : les élèves voient la petite avancer du 3 au 4 et disent « 4 heures ! »',
          'Recommencez deux fois : chaque fois que la grande arrive en haut, la classe annonce la nouvelle heure.',
        ],
        steps: [
          "On fait l'horloge avec les bras : un bras court et plié (l'heure), un bras long tendu vers le haut (les minutes). « Bras long en haut : heure pile. »",
          'Lire avant de placer : montrez cinq heures pile sur la grande horloge, la classe les lit.',
          "Un élève tire une carte et règle la grande horloge : d'abord la petite aiguille, puis la grande sur le 12.",
          "En binôme : l'un tire une carte et règle l'horloge, l'autre vérifie « petite sur le nombre, grande sur le 12 ».",
          "Lancez la séance en direct : les élèves choisissent ou lisent l'heure pile affichée.",
          'Finissez par la plus rusée : midi, quand les deux aiguilles montrent le haut ensemble.',
        ],
        differentiation: [
          {
            tag: 'hands_swapped',
            text: "Si un élève lit 3 heures comme « midi et quelque », coloriez la petite aiguille en rouge et la grande en bleu, et nommez-les toujours dans l'ordre : « D'abord la petite, elle donne l'heure. » Il suit la petite aiguille du doigt avant de répondre.",
          },
          {
            tag: 'off_by_one_hour',
            text: "Si l'heure est décalée d'une unité, réglez les heures pile sur l'horloge à engrenages en faisant faire un tour entier à la grande aiguille : la petite arrive seule sur son nombre. L'élève dit d'abord le nombre sous la petite aiguille.",
          },
        ],
        exitTicket: [
          {
            question: 'Dessine les aiguilles pour 4 heures.',
            answer: 'La petite sur le 4, la grande sur le 12.',
          },
          {
            question: 'La petite aiguille montre le 9 et la grande le 12. Quelle heure est-il ?',
            answer: 'Il est 9 heures.',
          },
          { question: "Quelle aiguille donne l'heure ?", answer: 'La petite aiguille.' },
        ],
      },
      de: {
        title: 'Volle Stunde: Der lange Zeiger zeigt nach oben',
        objective:
          'Die Kinder lesen und stellen volle Stunden mit beiden Zeigern: der kurze Zeiger auf der Stunde, der lange ganz oben auf der 12.',
        materials: [
          'Eine Lehreruhr mit Zahnrädern',
          'Eine Uhr mit zwei verschiedenfarbigen Zeigern pro Paar',
          'Der Spielplatz an der Tafel',
          'Stundenkarten von 1 bis 12',
        ],
        warmUp: [
          'Schalte auf dem Spielplatz „Nur der Stundenzeiger“ aus, damit beide Zeiger zu sehen sind.',
          'Stell drei Uhr ein. Frag: „Welcher Zeiger ist kurz? Wohin zeigt er?“ Dann: „Und der lange?“',
          'Dreh den langen Zeiger einmal ganz herum: Die Kinder sehen, wie der kurze von der 3 zur 4 wandert, und rufen „vier Uhr!“',
          'Noch zweimal: Jedes Mal, wenn der lange Zeiger oben ankommt, sagt die Klasse die neue Stunde.',
        ],
        steps: [
          'Wir sind eine Uhr: ein Arm kurz und angewinkelt (die Stunde), ein Arm lang und gerade nach oben (die Minuten). „Langer Arm oben heißt: volle Stunde.“',
          'Erst lesen, dann stellen: Zeig fünf volle Stunden an der großen Uhr, die Klasse liest sie vor.',
          'Ein Kind zieht eine Stundenkarte und stellt die große Uhr: zuerst den kurzen Zeiger, dann den langen auf die 12.',
          'Partnerarbeit: Ein Kind zieht eine Karte und stellt die Uhr, das andere prüft: „Kurzer auf der Zahl, langer auf der 12.“',
          'Starte die Live-Runde: Die Kinder wählen oder lesen die volle Stunde, die sie sehen.',
          'Zum Schluss die knifflige: zwölf Uhr, wenn beide Zeiger zusammen nach oben zeigen.',
        ],
        differentiation: [
          {
            tag: 'hands_swapped',
            text: 'Liest ein Kind drei Uhr als „zwölf Uhr irgendwas“, mal den kurzen Zeiger rot und den langen blau an und nennt sie immer in derselben Reihenfolge: „Zuerst der kurze, er sagt die Stunde.“ Das Kind fährt den kurzen Zeiger mit dem Finger nach, bevor es antwortet.',
          },
          {
            tag: 'off_by_one_hour',
            text: 'Liegt die Stunde um eins daneben, stellt volle Stunden an der Zahnraduhr ein, indem ihr den langen Zeiger eine ganze Runde dreht: So kommt der kurze von selbst auf seiner Zahl an. Das Kind nennt zuerst die Zahl unter dem kurzen Zeiger.',
          },
        ],
        exitTicket: [
          {
            question: 'Zeichne die Zeiger für vier Uhr.',
            answer: 'Kurzer Zeiger auf der 4, langer Zeiger auf der 12.',
          },
          {
            question: 'Der kurze Zeiger zeigt auf die 9, der lange auf die 12. Wie spät ist es?',
            answer: 'Neun Uhr.',
          },
          { question: 'Welcher Zeiger zeigt die Stunde?', answer: 'Der kurze Zeiger.' },
        ],
      },
      it: {
        title: 'Ore in punto: la lancetta lunga guarda il 12',
        objective:
          "I bambini leggono e segnano le ore in punto con tutte e due le lancette: la corta sull'ora, la lunga in alto sul 12.",
        materials: [
          "Un orologio a ingranaggi per l'insegnante",
          'Un orologio con due lancette di colori diversi per coppia',
          "L'area giochi proiettata alla lavagna",
          'Carte delle ore da 1 a 12',
        ],
        warmUp: [
          "Nell'area giochi disattiva «Solo la lancetta delle ore» così si vedono entrambe le lancette.",
          'Imposta le tre. Chiedi: «Qual è la lancetta corta? Dove punta?» E poi: «E la lunga?»',
          'Fai fare un giro completo alla lancetta lunga: i bambini vedono la corta passare dal 3 al 4 e dicono «sono le quattro!»',
          'Ancora due volte: ogni volta che la lunga arriva in alto, la classe dice la nuova ora.',
        ],
        steps: [
          "Facciamo l'orologio con le braccia: un braccio corto e piegato (l'ora), uno lungo e dritto verso l'alto (i minuti). «Braccio lungo in alto: ora in punto.»",
          "Prima leggere, poi impostare: mostra cinque ore in punto sull'orologio grande e la classe le legge.",
          "Un bambino pesca una carta e imposta l'orologio grande: prima la lancetta corta, poi la lunga sul 12.",
          "A coppie: uno pesca una carta e imposta l'ora, l'altro controlla «corta sul numero, lunga sul 12».",
          "Avvia la sessione dal vivo: i bambini scelgono o leggono l'ora in punto che vedono.",
          'Chiudete con quella difficile: mezzogiorno, quando le due lancette guardano in alto insieme.',
        ],
        differentiation: [
          {
            tag: 'hands_swapped',
            text: "Se un bambino legge le tre come «mezzogiorno e qualcosa», colora la lancetta corta di rosso e la lunga di blu e nominatele sempre in ordine: «Prima la corta, che dice l'ora.» Fagli seguire la lancetta corta con il dito prima di rispondere.",
          },
          {
            tag: 'off_by_one_hour',
            text: "Se l'ora esce sbagliata di una, impostate le ore in punto sull'orologio a ingranaggi facendo fare un giro intero alla lancetta lunga: così la corta arriva da sola sul suo numero. Il bambino dice prima il numero sotto la lancetta corta.",
          },
        ],
        exitTicket: [
          {
            question: 'Disegna le lancette per le quattro.',
            answer: 'La corta sul 4, la lunga sul 12.',
          },
          {
            question: 'La lancetta corta indica il 9 e la lunga il 12. Che ore sono?',
            answer: 'Sono le nove.',
          },
          { question: "Quale lancetta dice l'ora?", answer: 'La lancetta corta.' },
        ],
      },
    },
  },
  {
    id: 'half-past',
    level: 3,
    grade: '1',
    minutes: 40,
    preset: {
      questionCount: 10,
      questionTypes: ['multiple_choice', 'read_time', 'set_time'],
      difficulty: 'half',
      secondsPerQuestion: 30,
      leaderboard: 'at-end',
    },
    texts: {
      en: {
        title: 'Half past: half way round',
        objective:
          'Children read, say and set half past times, and know the short hand sits half way between two numbers.',
        materials: [
          'A geared demonstration clock',
          'A paper circle per child, to fold in half',
          'The Playground on the board',
          'Mini whiteboards and pens',
        ],
        warmUp: [
          "On the Playground, set 2 o'clock, then drag the long hand slowly down to the 6.",
          'Stop and ask: "Where did the short hand go?" Children point: half way between the 2 and the 3.',
          'Keep going, forwards only, to 3 o\'clock and on to the 6 again: each time the long hand points down, the class says "half past".',
          'Tap the speaker so everyone hears the time read aloud, and say it back together.',
        ],
        steps: [
          'Fold a paper circle in half: when the long hand has gone half way round, it is half past.',
          "On the geared clock, go from 4 o'clock to half past 4: the short hand has left the 4 but has not reached the 5, so it still belongs to the 4.",
          'Read before you set: show four half past times; children write each one on their whiteboards (half past 7, 7:30).',
          'Children set half past times on their clocks: long hand to the 6 first, then check the short hand sits between the numbers.',
          'Run the live session, with setting the clock on the tablets.',
          'Talk it over: why is this half past 4 and not half past 5?',
        ],
        differentiation: [
          {
            tag: 'next_hour',
            text: 'If a child reads half past 4 as half past 5, cover the 5 with a sticky note: "Has the short hand reached the 5? Not yet, so it is still 4." Shade the slice after the 4 in the 4\'s colour.',
          },
          {
            tag: 'hour_hand_on_numeral',
            text: 'If a child sets half past 4 with the short hand right on the 4, move the geared clock forward from 4 o\'clock and stop half way: "Half way round for the long hand, half way along for the short hand."',
          },
          {
            tag: 'halb_trap',
            text: 'For children who speak German at home: "halb fünf" means 4:30, half way to five, and British "half five" means 5:30. Say both forms and show the short hand on its way from 4 to 5.',
          },
        ],
        exitTicket: [
          {
            question: 'Draw the hands for half past 4.',
            answer: 'Long hand on the 6, short hand half way between the 4 and the 5.',
          },
          {
            question:
              'The long hand points at the 6 and the short hand is between the 8 and the 9. What time is it?',
            answer: 'Half past 8 (8:30)',
          },
          { question: 'Write half past 11 in numbers.', answer: '11:30' },
        ],
      },
      es: {
        title: 'Y media: media vuelta',
        objective:
          'Los niños leen, dicen y ponen las horas y media, y saben que la aguja corta queda a mitad de camino entre dos números.',
        materials: [
          'Un reloj de engranajes',
          'Un círculo de papel por niño, para doblarlo por la mitad',
          'La zona de juego proyectada en la pizarra',
          'Pizarritas y rotuladores',
        ],
        warmUp: [
          'En la zona de juego, pon las dos en punto y lleva la aguja larga despacio hasta el 6.',
          'Para y pregunta: «¿Dónde se ha ido la aguja corta?». Los niños señalan: a mitad de camino entre el 2 y el 3.',
          'Seguid, siempre hacia delante, hasta las tres en punto y otra vez hasta el 6: cada vez que la larga mira abajo, la clase dice «y media».',
          'Pulsa el altavoz para oír la hora en voz alta y repetidla todos juntos.',
        ],
        steps: [
          'Doblad un círculo de papel por la mitad: cuando la aguja larga ha dado media vuelta, es «y media».',
          'En el reloj de engranajes, id de las cuatro en punto a las cuatro y media: la corta ha salido del 4 pero no ha llegado al 5, así que sigue siendo del 4.',
          'Primero leer, luego poner: enseña cuatro horas y media; los niños las escriben en su pizarrita (las siete y media, 7:30).',
          'Los niños ponen horas y media en sus relojes: primero la larga en el 6, luego comprueban que la corta está entre dos números.',
          'Lanza la sesión en directo, con preguntas de poner la hora en las tabletas.',
          'Hablad: ¿por qué son las cuatro y media y no las cinco y media?',
        ],
        differentiation: [
          {
            tag: 'next_hour',
            text: 'Si un niño lee las cuatro y media como las cinco y media, tapa el 5 con un pósit: «¿Ha llegado la corta al 5? Todavía no, así que siguen siendo las cuatro». Colorea el trozo después del 4 del color del 4.',
          },
          {
            tag: 'hour_hand_on_numeral',
            text: 'Si pone las cuatro y media con la aguja corta justo en el 4, avanzad con el reloj de engranajes desde las cuatro en punto y parad a mitad: «Media vuelta la larga, medio camino la corta».',
          },
          {
            tag: 'halb_trap',
            text: 'Para niños que hablan alemán en casa: «halb fünf» son las cuatro y media, a mitad de camino hacia las cinco. Decid las dos formas y mostrad la aguja corta yendo del 4 al 5.',
          },
        ],
        exitTicket: [
          {
            question: 'Dibuja las agujas para las cuatro y media.',
            answer: 'La larga en el 6 y la corta a mitad de camino entre el 4 y el 5.',
          },
          {
            question: 'La aguja larga señala el 6 y la corta está entre el 8 y el 9. ¿Qué hora es?',
            answer: 'Son las ocho y media (8:30).',
          },
          { question: 'Escribe con números la una y media.', answer: '1:30' },
        ],
      },
      fr: {
        title: 'Et demie : un demi-tour',
        objective:
          'Les élèves lisent, disent et placent les heures et demie, et savent que la petite aiguille est à mi-chemin entre deux nombres.',
        materials: [
          'Une horloge à engrenages',
          'Un disque de papier par élève, à plier en deux',
          'Le terrain de jeu projeté au tableau',
          'Des ardoises et des feutres',
        ],
        warmUp: [
          'Sur le terrain de jeu, affichez 2 heures, puis amenez lentement la grande aiguille sur le 6.',
          'Arrêtez-vous : « Où est partie la petite aiguille ? » Les élèves montrent : à mi-chemin entre le 2 et le 3.',
          "Continuez, toujours vers l'avant, jusqu'à 3 heures puis de nouveau jusqu'au 6 : chaque fois que la grande montre le bas, la classe dit « et demie ».",
          "Touchez le haut-parleur pour entendre l'heure et répétez-la ensemble.",
        ],
        steps: [
          'Pliez un disque de papier en deux : quand la grande aiguille a fait un demi-tour, il est « et demie ».',
          "Sur l'horloge à engrenages, passez de 4 heures à 4 heures et demie : la petite a quitté le 4 mais n'a pas atteint le 5, elle appartient encore au 4.",
          "Lire avant de placer : montrez quatre heures et demie ; les élèves les écrivent sur l'ardoise (7 heures et demie, 7 h 30).",
          "Les élèves placent des heures et demie : d'abord la grande aiguille sur le 6, puis ils vérifient que la petite est entre deux nombres.",
          "Lancez la séance en direct, avec des questions où l'on règle l'horloge sur la tablette.",
          'Discutez : pourquoi est-il 4 heures et demie et pas 5 heures et demie ?',
        ],
        differentiation: [
          {
            tag: 'next_hour',
            text: 'Si un élève lit 4 heures et demie comme 5 heures et demie, cachez le 5 avec un post-it : « La petite aiguille a-t-elle atteint le 5 ? Pas encore, il est donc toujours 4 heures. » Coloriez la part après le 4 de la couleur du 4.',
          },
          {
            tag: 'hour_hand_on_numeral',
            text: "S'il place 4 heures et demie avec la petite aiguille pile sur le 4, avancez l'horloge à engrenages depuis 4 heures et arrêtez-vous à mi-chemin : « Un demi-tour pour la grande, un demi-chemin pour la petite. »",
          },
          {
            tag: 'halb_trap',
            text: 'Pour les élèves qui parlent allemand à la maison : « halb fünf » veut dire 4 h 30, à mi-chemin vers cinq. Dites les deux formes et montrez la petite aiguille en route du 4 vers le 5.',
          },
        ],
        exitTicket: [
          {
            question: 'Dessine les aiguilles pour 4 heures et demie.',
            answer: 'La grande sur le 6, la petite à mi-chemin entre le 4 et le 5.',
          },
          {
            question:
              'La grande aiguille montre le 6 et la petite est entre le 8 et le 9. Quelle heure est-il ?',
            answer: 'Il est 8 heures et demie (8 h 30).',
          },
          { question: 'Écris 11 heures et demie en chiffres.', answer: '11 h 30' },
        ],
      },
      de: {
        title: 'Halb: der lange Zeiger ist halb herum',
        objective:
          'Die Kinder lesen, sagen und stellen „halb“-Uhrzeiten und wissen: Der kurze Zeiger steht in der Mitte zwischen zwei Zahlen, auf dem Weg zur nächsten Stunde.',
        materials: [
          'Eine Lehreruhr mit Zahnrädern',
          'Ein Papierkreis pro Kind zum Falten',
          'Der Spielplatz an der Tafel',
          'Kleine Whiteboards und Stifte',
        ],
        warmUp: [
          'Stell auf dem Spielplatz zwei Uhr ein und zieh den langen Zeiger langsam hinunter zur 6.',
          'Halt an und frag: „Wohin ist der kurze Zeiger gewandert?“ Die Kinder zeigen: genau in die Mitte zwischen 2 und 3.',
          '„Er ist schon halb auf dem Weg zur drei: Es ist halb drei.“ Weiter, immer vorwärts, bis drei Uhr und wieder zur 6: „halb vier“.',
          'Tipp auf den Lautsprecher, damit alle die Uhrzeit hören, und sprecht sie gemeinsam nach.',
        ],
        steps: [
          'Faltet einen Papierkreis in der Mitte: Wenn der lange Zeiger eine halbe Runde geschafft hat, ist es „halb“.',
          'An der Zahnraduhr von vier Uhr bis halb fünf: Der kurze Zeiger hat die 4 verlassen und ist halb auf dem Weg zur 5. Darum sagen wir „halb fünf“, und die Ziffern sind 4:30.',
          'Erst lesen, dann stellen: Zeig vier halbe Stunden; die Kinder schreiben beide Formen auf ihr Whiteboard (halb acht, 7:30).',
          'Die Kinder stellen halbe Stunden an ihren Uhren: zuerst den langen Zeiger auf die 6, dann prüfen, ob der kurze zwischen den Zahlen steht.',
          'Starte die Live-Runde, mit Uhr-Stellen auf den Tablets.',
          'Besprecht: Warum ist das halb fünf und nicht halb vier?',
        ],
        differentiation: [
          {
            tag: 'next_hour',
            text: 'Schreibt ein Kind zu halb fünf die Ziffern 5:30, deck die 5 mit einem Klebezettel ab: „Ist der kurze Zeiger schon an der 5? Noch nicht, die Stunde ist noch die 4, also 4:30.“ Malt das Stück nach der 4 in der Farbe der 4 an.',
          },
          {
            tag: 'hour_hand_on_numeral',
            text: 'Stellt ein Kind halb fünf mit dem kurzen Zeiger genau auf der 4 ein, dreht die Zahnraduhr von vier Uhr aus vorwärts und haltet in der Mitte an: „Halbe Runde für den langen, halber Weg für den kurzen Zeiger.“',
          },
          {
            tag: 'halb_trap',
            text: 'Stellt ein Kind „halb drei“ als 3:30 ein, zeig den Weg mit der Zahnraduhr von zwei Uhr zur drei: „Halb drei heißt: halb auf dem Weg zur drei.“ Das Kind zeigt mit dem Finger, wo der kurze Zeiger herkommt, und wohin er will.',
          },
        ],
        exitTicket: [
          {
            question: 'Zeichne die Zeiger für halb fünf.',
            answer: 'Langer Zeiger auf der 6, kurzer Zeiger in der Mitte zwischen 4 und 5 (4:30).',
          },
          {
            question:
              'Der lange Zeiger zeigt auf die 6, der kurze steht zwischen 8 und 9. Wie spät ist es?',
            answer: 'Halb neun (8:30).',
          },
          { question: 'Schreib halb zwölf in Ziffern.', answer: '11:30' },
        ],
      },
      it: {
        title: 'E mezza: mezzo giro',
        objective:
          'I bambini leggono, dicono e impostano le ore e mezza, e sanno che la lancetta corta sta a metà strada tra due numeri.',
        materials: [
          'Un orologio a ingranaggi',
          'Un cerchio di carta per bambino, da piegare a metà',
          "L'area giochi proiettata alla lavagna",
          'Lavagnette e pennarelli',
        ],
        warmUp: [
          "Nell'area giochi imposta le due, poi porta piano la lancetta lunga fino al 6.",
          "Fermati e chiedi: «Dov'è andata la lancetta corta?» I bambini indicano: a metà strada tra il 2 e il 3.",
          'Proseguite, sempre in avanti, fino alle tre e di nuovo fino al 6: ogni volta che la lunga guarda in basso, la classe dice «e mezza».',
          "Tocca l'altoparlante per sentire l'ora ad alta voce e ripetetela tutti insieme.",
        ],
        steps: [
          'Piegate un cerchio di carta a metà: quando la lancetta lunga ha fatto mezzo giro, sono «e mezza».',
          "Sull'orologio a ingranaggi passate dalle quattro alle quattro e mezza: la corta ha lasciato il 4 ma non è arrivata al 5, quindi appartiene ancora al 4.",
          'Prima leggere, poi impostare: mostra quattro ore e mezza; i bambini le scrivono sulla lavagnetta (le sette e mezza, 7:30).',
          'I bambini impostano ore e mezza sui loro orologi: prima la lunga sul 6, poi controllano che la corta stia tra due numeri.',
          "Avvia la sessione dal vivo, con domande in cui si imposta l'orologio sul tablet.",
          'Parlatene: perché sono le quattro e mezza e non le cinque e mezza?',
        ],
        differentiation: [
          {
            tag: 'next_hour',
            text: 'Se un bambino legge le quattro e mezza come le cinque e mezza, copri il 5 con un post-it: «La corta è arrivata al 5? Non ancora, quindi sono ancora le quattro.» Colorate lo spicchio dopo il 4 del colore del 4.',
          },
          {
            tag: 'hour_hand_on_numeral',
            text: "Se imposta le quattro e mezza con la corta proprio sul 4, andate avanti con l'orologio a ingranaggi dalle quattro e fermatevi a metà: «Mezzo giro per la lunga, mezza strada per la corta.»",
          },
          {
            tag: 'halb_trap',
            text: 'Per i bambini che a casa parlano tedesco: «halb fünf» vuol dire le quattro e mezza, a metà strada verso le cinque. Dite entrambe le forme e mostrate la corta in viaggio dal 4 al 5.',
          },
        ],
        exitTicket: [
          {
            question: 'Disegna le lancette per le quattro e mezza.',
            answer: 'La lunga sul 6, la corta a metà strada tra il 4 e il 5.',
          },
          {
            question: "La lancetta lunga indica il 6 e la corta è tra l'8 e il 9. Che ore sono?",
            answer: 'Sono le otto e mezza (8:30).',
          },
          { question: "Scrivi in cifre l'una e mezza.", answer: '1:30' },
        ],
      },
    },
  },
  {
    id: 'clock-match',
    level: 4,
    grade: '1',
    minutes: 35,
    preset: {
      questionCount: 10,
      questionTypes: ['multiple_choice', 'read_time'],
      difficulty: 'half',
      secondsPerQuestion: 25,
      leaderboard: 'after-each',
    },
    texts: {
      en: {
        title: 'Clock match: faces, numbers and words',
        objective:
          "Children match o'clock and half past times shown three ways: on a clock face, in digits (4:30) and in words (half past 4).",
        materials: [
          'Matching cards: clock faces, digital times and time words (one set per group of four)',
          'The Playground on the board',
          'A digital clock, or a tablet showing digits',
        ],
        warmUp: [
          'Open the Playground on the board with the time in words showing.',
          'Set half past 3; the children say it, then you write 3:30 beside it.',
          "Change to 7 o'clock, then half past 7; a child moves the hands while the class reads the words aloud.",
        ],
        steps: [
          'Show one time three ways on the board and ask: "What is the same? What is different?"',
          'Point out the trap: in 3:30 the 30 counts minutes; it is not the 6 the long hand points at.',
          'Groups of four play Memory with the matching cards; a pair only counts when it is read aloud.',
          'Run the live session; after each question, ask one child how they knew.',
          'Each child draws a clock, writes its time in digits and words, and a partner checks it.',
        ],
        differentiation: [
          {
            tag: 'numeral_as_minutes',
            text: 'If a child writes half past 3 as 3:06, count by fives together from the 12 to the 6: 5, 10, 15, 20, 25, 30. Turn on the helper circles on the Playground so they can see the 30 by the 6.',
          },
          {
            tag: 'next_hour',
            text: 'If half past 3 turns into 4:30, ask "Which number has the short hand passed?" and have the child write that number first, before the minutes.',
          },
        ],
        exitTicket: [
          { question: 'Write half past 9 in digits.', answer: '9:30' },
          {
            question:
              'The long hand is on the 12 and the short hand on the 5. Write the time in digits and in words.',
            answer: "5:00, 5 o'clock",
          },
          { question: 'Is 2:30 half past 2 or half past 3?', answer: 'Half past 2' },
        ],
      },
      es: {
        title: 'Parejas de relojes: esferas, números y palabras',
        objective:
          'Los niños emparejan horas en punto y y media mostradas de tres maneras: en la esfera, con números (4:30) y con palabras (las cuatro y media).',
        materials: [
          'Tarjetas para emparejar: esferas, horas digitales y horas en palabras (un juego por grupo de cuatro)',
          'La zona de juego proyectada en la pizarra',
          'Un reloj digital o una tableta que muestre los números',
        ],
        warmUp: [
          'Abre la zona de juego en la pizarra con la hora en palabras visible.',
          'Pon las tres y media; los niños la dicen y tú escribes 3:30 al lado.',
          'Cambia a las siete en punto y luego a las siete y media; un niño mueve las agujas mientras la clase lee las palabras en voz alta.',
        ],
        steps: [
          'Enseña una misma hora de tres maneras en la pizarra y pregunta: «¿Qué es igual? ¿Qué cambia?».',
          'Señala la trampa: en 3:30 el 30 son minutos; no es el 6 al que apunta la aguja larga.',
          'En grupos de cuatro jugad al memory con las tarjetas; una pareja solo vale si se lee en voz alta.',
          'Lanza la sesión en directo; después de cada pregunta, pide a un niño que cuente cómo lo supo.',
          'Cada niño dibuja un reloj, escribe la hora con números y con palabras, y un compañero lo comprueba.',
        ],
        differentiation: [
          {
            tag: 'numeral_as_minutes',
            text: 'Si un niño escribe las tres y media como 3:06, contad juntos de cinco en cinco del 12 al 6: 5, 10, 15, 20, 25, 30. Activa los círculos de ayuda en la zona de juego para que vea el 30 junto al 6.',
          },
          {
            tag: 'next_hour',
            text: 'Si las tres y media se convierten en 4:30, pregunta: «¿Qué número ha pasado ya la aguja corta?» y que escriba ese número primero, antes de los minutos.',
          },
        ],
        exitTicket: [
          { question: 'Escribe con números las nueve y media.', answer: '9:30' },
          {
            question:
              'La aguja larga está en el 12 y la corta en el 5. Escribe la hora con números y con palabras.',
            answer: '5:00, las cinco en punto',
          },
          {
            question: '¿Las 2:30 son las dos y media o las tres y media?',
            answer: 'Las dos y media',
          },
        ],
      },
      fr: {
        title: 'Le jeu des paires : cadrans, chiffres et mots',
        objective:
          'Les élèves associent des heures pile et des heures et demie montrées de trois façons : sur un cadran, en chiffres (4 h 30) et en mots (4 heures et demie).',
        materials: [
          'Des cartes à associer : cadrans, heures en chiffres et heures en mots (un jeu par groupe de quatre)',
          'Le terrain de jeu projeté au tableau',
          'Une horloge numérique, ou une tablette qui affiche les chiffres',
        ],
        warmUp: [
          "Ouvrez le terrain de jeu au tableau, avec l'heure en mots affichée.",
          'Affichez 3 heures et demie ; les élèves la disent, puis vous écrivez 3 h 30 à côté.',
          'Passez à 7 heures puis à 7 heures et demie ; un élève bouge les aiguilles pendant que la classe lit les mots à voix haute.',
        ],
        steps: [
          "Montrez une même heure de trois façons au tableau et demandez : « Qu'est-ce qui est pareil ? Qu'est-ce qui change ? »",
          "Montrez le piège : dans 3 h 30, le 30 compte les minutes ; ce n'est pas le 6 que montre la grande aiguille.",
          'Par groupes de quatre, jouez au mémory avec les cartes ; une paire ne compte que si elle est lue à voix haute.',
          'Lancez la séance en direct ; après chaque question, demandez à un élève comment il a trouvé.',
          'Chaque élève dessine une horloge, écrit son heure en chiffres et en mots, et un camarade vérifie.',
        ],
        differentiation: [
          {
            tag: 'numeral_as_minutes',
            text: "Si un élève écrit 3 heures et demie « 3 h 06 », comptez ensemble de 5 en 5 du 12 jusqu'au 6 : 5, 10, 15, 20, 25, 30. Activez les cercles d'aide sur le terrain de jeu pour qu'il voie le 30 près du 6.",
          },
          {
            tag: 'next_hour',
            text: 'Si 3 heures et demie devient 4 h 30, demandez : « Quel nombre la petite aiguille a-t-elle déjà dépassé ? » et faites écrire ce nombre en premier, avant les minutes.',
          },
        ],
        exitTicket: [
          { question: 'Écris 9 heures et demie en chiffres.', answer: '9 h 30' },
          {
            question:
              "La grande aiguille est sur le 12 et la petite sur le 5. Écris l'heure en chiffres et en mots.",
            answer: '5 h 00, 5 heures',
          },
          {
            question: "Est-ce que 2 h 30, c'est 2 heures et demie ou 3 heures et demie ?",
            answer: '2 heures et demie',
          },
        ],
      },
      de: {
        title: 'Uhren-Memory: Zifferblatt, Ziffern und Wörter',
        objective:
          'Die Kinder ordnen volle und halbe Stunden einander zu, die auf drei Arten gezeigt werden: am Zifferblatt, in Ziffern (4:30) und in Worten (halb fünf).',
        materials: [
          'Memory-Karten: Zifferblätter, Digitalzeiten und Uhrzeitwörter (ein Satz pro Vierergruppe)',
          'Der Spielplatz an der Tafel',
          'Eine Digitaluhr oder ein Tablet, das Ziffern zeigt',
        ],
        warmUp: [
          'Öffne den Spielplatz an der Tafel und lass die Uhrzeit in Worten anzeigen.',
          'Stell halb vier ein; die Kinder sagen die Uhrzeit, du schreibst 3:30 daneben.',
          'Wechsle zu sieben Uhr, dann zu halb acht; ein Kind bewegt die Zeiger, die Klasse liest die Wörter laut vor.',
        ],
        steps: [
          'Zeig eine Uhrzeit auf drei Arten an der Tafel und frag: „Was ist gleich? Was ist anders?“',
          'Zeig die zwei Fallen: Bei 3:30 zählt die 30 die Minuten, es ist nicht die 6, auf die der lange Zeiger zeigt. Und „halb vier“ hat eine 3 in den Ziffern, weil der kurze Zeiger die 3 gerade verlassen hat.',
          'Vierergruppen spielen Memory; ein Paar zählt nur, wenn es laut vorgelesen wird.',
          'Starte die Live-Runde; frag nach jeder Frage ein Kind, woran es die Antwort erkannt hat.',
          'Jedes Kind zeichnet eine Uhr, schreibt die Uhrzeit in Ziffern und Worten darunter, ein Partnerkind prüft.',
        ],
        differentiation: [
          {
            tag: 'numeral_as_minutes',
            text: 'Schreibt ein Kind zu halb vier „3:06“, zählt gemeinsam in Fünferschritten von der 12 bis zur 6: 5, 10, 15, 20, 25, 30. Schalte auf dem Spielplatz die Hilfskreise ein, damit die 30 neben der 6 steht.',
          },
          {
            tag: 'next_hour',
            text: 'Wird aus halb vier „4:30“, frag: „An welcher Zahl ist der kurze Zeiger schon vorbei?“ Das Kind schreibt diese Zahl zuerst und dann die Minuten.',
          },
        ],
        exitTicket: [
          { question: 'Schreib halb zehn in Ziffern.', answer: '9:30' },
          {
            question:
              'Der lange Zeiger steht auf der 12, der kurze auf der 5. Schreib die Uhrzeit in Ziffern und in Worten.',
            answer: '5:00, fünf Uhr',
          },
          { question: 'Ist 2:30 halb zwei oder halb drei?', answer: 'Halb drei' },
        ],
      },
      it: {
        title: 'Coppie di orologi: quadranti, cifre e parole',
        objective:
          'I bambini abbinano ore in punto e ore e mezza mostrate in tre modi: sul quadrante, in cifre (4:30) e a parole (le quattro e mezza).',
        materials: [
          'Carte da abbinare: quadranti, orari in cifre e orari a parole (un mazzo per gruppo di quattro)',
          "L'area giochi proiettata alla lavagna",
          'Un orologio digitale o un tablet che mostra le cifre',
        ],
        warmUp: [
          "Apri l'area giochi alla lavagna con l'ora a parole visibile.",
          'Imposta le tre e mezza; i bambini la dicono e tu scrivi 3:30 accanto.',
          'Passa alle sette e poi alle sette e mezza; un bambino muove le lancette mentre la classe legge le parole ad alta voce.',
        ],
        steps: [
          'Mostra la stessa ora in tre modi alla lavagna e chiedi: «Che cosa è uguale? Che cosa cambia?»',
          'Fai notare la trappola: in 3:30 il 30 conta i minuti; non è il 6 a cui punta la lancetta lunga.',
          'In gruppi di quattro giocate a memory con le carte; una coppia vale solo se viene letta ad alta voce.',
          'Avvia la sessione dal vivo; dopo ogni domanda chiedi a un bambino come ha fatto a capirlo.',
          "Ogni bambino disegna un orologio, scrive l'ora in cifre e a parole, e un compagno controlla.",
        ],
        differentiation: [
          {
            tag: 'numeral_as_minutes',
            text: "Se un bambino scrive le tre e mezza come 3:06, contate insieme di cinque in cinque dal 12 al 6: 5, 10, 15, 20, 25, 30. Attiva i cerchi di aiuto nell'area giochi così vede il 30 vicino al 6.",
          },
          {
            tag: 'next_hour',
            text: 'Se le tre e mezza diventano 4:30, chiedi: «Quale numero ha già superato la lancetta corta?» e fagli scrivere quel numero per primo, prima dei minuti.',
          },
        ],
        exitTicket: [
          { question: 'Scrivi in cifre le nove e mezza.', answer: '9:30' },
          {
            question:
              "La lancetta lunga è sul 12 e la corta sul 5. Scrivi l'ora in cifre e a parole.",
            answer: '5:00, le cinque',
          },
          {
            question: 'Le 2:30 sono le due e mezza o le tre e mezza?',
            answer: 'Le due e mezza',
          },
        ],
      },
    },
  },
];
