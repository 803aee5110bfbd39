import type { LessonPlan } from './lesson-plan';

/** Levels 5-6: quarter past and quarter to (grade 2). */
export const QUARTER_PLANS: readonly LessonPlan[] = [
  {
    id: 'quarter-past',
    level: 5,
    grade: '2',
    minutes: 40,
    preset: {
      questionCount: 10,
      questionTypes: ['multiple_choice', 'read_time', 'set_time'],
      difficulty: '15',
      secondsPerQuestion: 30,
      leaderboard: 'at-end',
    },
    texts: {
      en: {
        title: 'Quarter past: a quarter of the way round',
        objective:
          'Children read and set quarter past times, knowing the long hand has gone a quarter of the way round, to the 3.',
        materials: [
          'A paper circle per child, to fold into quarters',
          'A geared demonstration clock',
          'The Playground on the board',
          'A clock for each pair',
        ],
        warmUp: [
          "On the Playground, turn on the helper circles and set 5 o'clock.",
          'Drag the long hand to the 3 and stop; count by fives along the circles: 5, 10, 15.',
          'Ask where the short hand went: a little past the 5, a quarter of the way to the 6.',
          'Set 2 o\'clock and move slowly; the children call "stop!" when the long hand reaches quarter past.',
        ],
        steps: [
          'Fold a paper circle into four: one part is a quarter of an hour, 15 minutes.',
          'Colour the right half of the face green: when the long hand is on this side, we say "past".',
          'Read before you set: read four quarter past times together, in words and digits (quarter past 8, 8:15).',
          "Pairs set quarter past times with o'clock and half past mixed in, so they must choose each time.",
          'Run the live session, then look again at the question most children missed.',
        ],
        differentiation: [
          {
            tag: 'past_to_reversed',
            text: 'If a child says "quarter to" for quarter past, tint the right half of their clock green (past) and the left half orange (to): "The long hand is on the past side."',
          },
          {
            tag: 'numeral_as_minutes',
            text: 'If 8:15 comes out as 8:03, count by fives from the 12 to the 3 along the helper circles: 5, 10, 15. The number 3 is where 15 minutes live.',
          },
          {
            tag: 'hour_hand_on_numeral',
            text: "If the short hand is set right on the number, set 8 o'clock on the geared clock and turn the long hand to the 3: the short hand has moved a little too. Let the child do it and watch.",
          },
        ],
        exitTicket: [
          {
            question: 'Draw the hands for quarter past 3.',
            answer: 'Long hand on the 3, short hand just past the 3.',
          },
          { question: 'Write quarter past 10 in digits.', answer: '10:15' },
          {
            question:
              'The long hand points at the 3 and the short hand is just past the 6. What time is it?',
            answer: 'Quarter past 6 (6:15)',
          },
        ],
      },
      es: {
        title: 'Y cuarto: un cuarto de vuelta',
        objective:
          'Los niños leen y ponen las horas y cuarto, y saben que la aguja larga ha dado un cuarto de vuelta, hasta el 3.',
        materials: [
          'Un círculo de papel por niño, para doblarlo en cuatro',
          'Un reloj de engranajes',
          'La zona de juego proyectada en la pizarra',
          'Un reloj por pareja',
        ],
        warmUp: [
          'En la zona de juego, activa los círculos de ayuda y pon las cinco en punto.',
          'Lleva la aguja larga hasta el 3 y para; contad de cinco en cinco por los círculos: 5, 10, 15.',
          'Pregunta adónde ha ido la aguja corta: un poquito después del 5, un cuarto del camino hacia el 6.',
          'Pon las dos en punto y avanza despacio; los niños gritan «¡alto!» cuando la larga llega a las dos y cuarto.',
        ],
        steps: [
          'Doblad un círculo de papel en cuatro: cada parte es un cuarto de hora, 15 minutos.',
          'Colorea de verde la mitad derecha de la esfera: cuando la aguja larga está en este lado, decimos «y».',
          'Primero leer, luego poner: leed juntos cuatro horas y cuarto, con palabras y con números (las ocho y cuarto, 8:15).',
          'Por parejas ponen horas y cuarto mezcladas con horas en punto y y media, para que tengan que elegir cada vez.',
          'Lanza la sesión en directo y después mirad otra vez la pregunta que más costó.',
        ],
        differentiation: [
          {
            tag: 'past_to_reversed',
            text: 'Si un niño dice «menos cuarto» en vez de «y cuarto», pinta la mitad derecha de su reloj de verde («y») y la izquierda de naranja («menos»): «La aguja larga está en el lado del y».',
          },
          {
            tag: 'numeral_as_minutes',
            text: 'Si las 8:15 se convierten en 8:03, contad de cinco en cinco del 12 al 3 por los círculos de ayuda: 5, 10, 15. En el 3 viven los 15 minutos.',
          },
          {
            tag: 'hour_hand_on_numeral',
            text: 'Si pone la aguja corta justo encima del número, poned las ocho en punto en el reloj de engranajes y girad la larga hasta el 3: la corta también se ha movido un poquito. Que lo haga el niño y lo observe.',
          },
        ],
        exitTicket: [
          {
            question: 'Dibuja las agujas para las tres y cuarto.',
            answer: 'La larga en el 3 y la corta un poquito después del 3.',
          },
          { question: 'Escribe con números las diez y cuarto.', answer: '10:15' },
          {
            question: 'La aguja larga señala el 3 y la corta acaba de pasar el 1. ¿Qué hora es?',
            answer: 'Es la una y cuarto (1:15).',
          },
        ],
      },
      fr: {
        title: 'Et quart : un quart de tour',
        objective:
          "Les élèves lisent et placent les heures et quart, en sachant que la grande aiguille a fait un quart de tour, jusqu'au 3.",
        materials: [
          'Un disque de papier par élève, à plier en quatre',
          'Une horloge à engrenages',
          'Le terrain de jeu projeté au tableau',
          'Une horloge par binôme',
        ],
        warmUp: [
          "Sur le terrain de jeu, activez les cercles d'aide et affichez 5 heures.",
          'Amenez la grande aiguille sur le 3 et arrêtez-vous ; comptez de 5 en 5 le long des cercles : 5, 10, 15.',
          'Demandez où est allée la petite aiguille : un peu après le 5, au quart du chemin vers le 6.',
          'Affichez 2 heures et avancez doucement ; les élèves crient « stop ! » quand la grande arrive à 2 heures et quart.',
        ],
        steps: [
          "Pliez un disque de papier en quatre : chaque part est un quart d'heure, 15 minutes.",
          "Coloriez en vert la moitié droite du cadran : quand la grande aiguille est de ce côté, on ajoute les minutes à l'heure.",
          'Lire avant de placer : lisez ensemble quatre heures et quart, en mots et en chiffres (8 heures et quart, 8 h 15).',
          'En binôme, les élèves placent des heures et quart mélangées avec des heures pile et des heures et demie, pour devoir choisir à chaque fois.',
          'Lancez la séance en direct, puis reprenez la question la plus ratée.',
        ],
        differentiation: [
          {
            tag: 'past_to_reversed',
            text: 'Si un élève dit « moins le quart » pour « et quart », coloriez la moitié droite de son horloge en vert (et) et la gauche en orange (moins) : « La grande aiguille est du côté du et. »',
          },
          {
            tag: 'numeral_as_minutes',
            text: "Si 8 h 15 devient 8 h 03, comptez de 5 en 5 du 12 au 3 le long des cercles d'aide : 5, 10, 15. C'est au 3 qu'habitent les 15 minutes.",
          },
          {
            tag: 'hour_hand_on_numeral',
            text: "Si la petite aiguille est placée pile sur le nombre, affichez 8 heures sur l'horloge à engrenages et tournez la grande jusqu'au 3 : la petite a bougé un peu, elle aussi. L'élève le fait lui-même et observe.",
          },
        ],
        exitTicket: [
          {
            question: 'Dessine les aiguilles pour 3 heures et quart.',
            answer: 'La grande sur le 3, la petite juste après le 3.',
          },
          { question: 'Écris 10 heures et quart en chiffres.', answer: '10 h 15' },
          {
            question:
              'La grande aiguille montre le 3 et la petite vient de dépasser le 6. Quelle heure est-il ?',
            answer: 'Il est 6 heures et quart (6 h 15).',
          },
        ],
      },
      de: {
        title: 'Viertel nach: eine Viertelrunde',
        objective:
          'Die Kinder lesen und stellen „Viertel nach“-Uhrzeiten und wissen: Der lange Zeiger hat eine Viertelrunde geschafft, bis zur 3.',
        materials: [
          'Ein Papierkreis pro Kind zum Vierteln',
          'Eine Lehreruhr mit Zahnrädern',
          'Der Spielplatz an der Tafel',
          'Eine Uhr pro Paar',
        ],
        warmUp: [
          'Schalte auf dem Spielplatz die Hilfskreise ein und stell fünf Uhr ein.',
          'Zieh den langen Zeiger zur 3 und halt an; zählt in Fünferschritten an den Kreisen entlang: 5, 10, 15.',
          'Frag, wohin der kurze Zeiger gewandert ist: ein kleines Stück nach der 5, ein Viertel des Weges zur 6.',
          'Stell zwei Uhr ein und dreh langsam; die Kinder rufen „Stopp!“, wenn es Viertel nach zwei ist.',
        ],
        steps: [
          'Faltet einen Papierkreis in vier Teile: Jeder Teil ist eine Viertelstunde, 15 Minuten.',
          'Malt die rechte Hälfte des Zifferblatts grün: Steht der lange Zeiger hier, sagen wir „nach“.',
          'Erst lesen, dann stellen: Lest gemeinsam vier „Viertel nach“-Zeiten, in Worten und Ziffern (Viertel nach acht, 8:15).',
          'Paare stellen „Viertel nach“, gemischt mit vollen und halben Stunden, damit sie jedes Mal neu entscheiden.',
          'Starte die Live-Runde und schaut euch danach die Frage an, die am häufigsten falsch war.',
        ],
        differentiation: [
          {
            tag: 'past_to_reversed',
            text: 'Sagt ein Kind „Viertel vor“ statt „Viertel nach“, mal die rechte Hälfte seiner Uhr grün (nach) und die linke orange (vor): „Der lange Zeiger ist auf der Nach-Seite.“',
          },
          {
            tag: 'numeral_as_minutes',
            text: 'Wird aus 8:15 „8:03“, zählt in Fünferschritten von der 12 bis zur 3 an den Hilfskreisen entlang: 5, 10, 15. An der 3 wohnen die 15 Minuten.',
          },
          {
            tag: 'hour_hand_on_numeral',
            text: 'Steht der kurze Zeiger genau auf der Zahl, stell acht Uhr an der Zahnraduhr ein und dreh den langen Zeiger zur 3: Der kurze hat sich ein Stückchen mitbewegt. Lass das Kind selbst drehen und hinschauen.',
          },
        ],
        exitTicket: [
          {
            question: 'Zeichne die Zeiger für Viertel nach drei.',
            answer: 'Langer Zeiger auf der 3, kurzer Zeiger knapp nach der 3.',
          },
          { question: 'Schreib Viertel nach zehn in Ziffern.', answer: '10:15' },
          {
            question:
              'Der lange Zeiger zeigt auf die 3, der kurze ist gerade an der 6 vorbei. Wie spät ist es?',
            answer: 'Viertel nach sechs (6:15).',
          },
        ],
      },
      it: {
        title: 'E un quarto: un quarto di giro',
        objective:
          'I bambini leggono e impostano le ore e un quarto, sapendo che la lancetta lunga ha fatto un quarto di giro, fino al 3.',
        materials: [
          'Un cerchio di carta per bambino, da piegare in quattro',
          'Un orologio a ingranaggi',
          "L'area giochi proiettata alla lavagna",
          'Un orologio per coppia',
        ],
        warmUp: [
          "Nell'area giochi attiva i cerchi di aiuto e imposta le cinque.",
          'Porta la lancetta lunga sul 3 e fermati; contate di cinque in cinque lungo i cerchi: 5, 10, 15.',
          'Chiedi dove è andata la lancetta corta: poco dopo il 5, un quarto della strada verso il 6.',
          'Imposta le due e vai avanti piano; i bambini dicono «stop!» quando sono le due e un quarto.',
        ],
        steps: [
          "Piegate un cerchio di carta in quattro: ogni parte è un quarto d'ora, 15 minuti.",
          'Colorate di verde la metà destra del quadrante: quando la lancetta lunga è da questa parte, diciamo «e».',
          'Prima leggere, poi impostare: leggete insieme quattro ore e un quarto, a parole e in cifre (le otto e un quarto, 8:15).',
          'A coppie impostano ore e un quarto mescolate a ore in punto e ore e mezza, così devono scegliere ogni volta.',
          'Avvia la sessione dal vivo, poi riguardate la domanda sbagliata più spesso.',
        ],
        differentiation: [
          {
            tag: 'past_to_reversed',
            text: 'Se un bambino dice «meno un quarto» invece di «e un quarto», colora di verde la metà destra del suo orologio («e») e di arancione la sinistra («meno»): «La lancetta lunga è dalla parte della e.»',
          },
          {
            tag: 'numeral_as_minutes',
            text: 'Se le 8:15 diventano 8:03, contate di cinque in cinque dal 12 al 3 lungo i cerchi di aiuto: 5, 10, 15. Sul 3 abitano i 15 minuti.',
          },
          {
            tag: 'hour_hand_on_numeral',
            text: "Se mette la lancetta corta proprio sul numero, impostate le otto sull'orologio a ingranaggi e girate la lunga fino al 3: anche la corta si è spostata un pochino. Lascia che sia il bambino a girare e a guardare.",
          },
        ],
        exitTicket: [
          {
            question: 'Disegna le lancette per le tre e un quarto.',
            answer: 'La lunga sul 3, la corta appena dopo il 3.',
          },
          { question: 'Scrivi in cifre le dieci e un quarto.', answer: '10:15' },
          {
            question:
              "La lancetta lunga indica il 3 e la corta ha appena superato l'1. Che ore sono?",
            answer: "È l'una e un quarto (1:15).",
          },
        ],
      },
    },
  },
  {
    id: 'quarter-to',
    level: 6,
    grade: '2',
    minutes: 40,
    preset: {
      questionCount: 10,
      questionTypes: ['multiple_choice', 'read_time', 'set_time'],
      difficulty: '15',
      secondsPerQuestion: 30,
      leaderboard: 'at-end',
    },
    texts: {
      en: {
        title: 'Quarter to: nearly the next hour',
        objective:
          'Children read and set quarter to times, name the hour the short hand is heading for, and tell quarter to from quarter past.',
        materials: [
          'A geared demonstration clock',
          'Clocks with the past half tinted green and the to half tinted orange',
          'The Playground on the board',
        ],
        warmUp: [
          "On the Playground, set 4 o'clock and move the long hand forwards to the 9, stopping at quarter past and half past on the way.",
          'At the 9, ask: "How far is it still to 5 o\'clock?" The children see one quarter of the circle left.',
          'Move on to the 12 together: "It was quarter to 5, and now it is 5 o\'clock."',
        ],
        steps: [
          'Show the two sides: on the right the long hand moves away from the hour (past), on the left it comes back towards the next hour (to).',
          'On the geared clock, show 4:45: the short hand is nearly at the 5, so we say quarter to 5, while the digits still say 4:45.',
          'Play "Past or to?": show quarter past and quarter to times; children touch their right shoulder for past, left for to.',
          'Pairs set quarter to times and read them both ways (quarter to 5, 4:45).',
          "Run the live session, which mixes in o'clock, half past and quarter past.",
        ],
        differentiation: [
          {
            tag: 'past_to_reversed',
            text: 'If a child reads quarter to 5 as quarter past 5, have them trace the long hand\'s path with a finger: "Is it going away from the 12, or coming back to it?" Keep the green and orange halves on their clock until they answer without looking.',
          },
          {
            tag: 'next_hour',
            text: 'If a child writes quarter to 5 as 5:45, show on the geared clock that the short hand has not reached the 5 yet: "The words name the hour it is going to; the digits name the hour it has passed."',
          },
          {
            tag: 'hour_hand_on_numeral',
            text: 'If the short hand is set on the 4 for quarter to 5, set half past 4 first, then carry on to the 9 so the child sees the short hand creep nearly up to the 5.',
          },
        ],
        exitTicket: [
          {
            question: 'Draw the hands for quarter to 4.',
            answer: 'Long hand on the 9, short hand nearly at the 4.',
          },
          {
            question: 'The long hand points at the 9. Is it quarter past or quarter to?',
            answer: 'Quarter to',
          },
          { question: 'Write quarter to 8 in digits.', answer: '7:45' },
        ],
      },
      es: {
        title: 'Menos cuarto: ya casi es la hora siguiente',
        objective:
          'Los niños leen y ponen las horas menos cuarto, nombran la hora hacia la que va la aguja corta y distinguen «menos cuarto» de «y cuarto».',
        materials: [
          'Un reloj de engranajes',
          'Relojes con la mitad del «y» en verde y la del «menos» en naranja',
          'La zona de juego proyectada en la pizarra',
        ],
        warmUp: [
          'En la zona de juego, pon las cuatro en punto y avanza la aguja larga hasta el 9, parando en las cuatro y cuarto y en las cuatro y media.',
          'En el 9, pregunta: «¿Cuánto falta para las cinco?». Los niños ven que queda un cuarto del círculo.',
          'Seguid juntos hasta el 12: «Eran las cinco menos cuarto y ahora son las cinco en punto».',
        ],
        steps: [
          'Enseña los dos lados: a la derecha la aguja larga se aleja de la hora («y»), a la izquierda vuelve hacia la hora siguiente («menos»).',
          'En el reloj de engranajes, enseña las 4:45: la corta casi ha llegado al 5, por eso decimos las cinco menos cuarto, aunque los números digan 4:45.',
          'Jugad a «¿Y o menos?»: enseña horas y cuarto y menos cuarto; los niños se tocan el hombro derecho para «y» y el izquierdo para «menos».',
          'Por parejas ponen horas menos cuarto y las leen de las dos maneras (las cinco menos cuarto, 4:45).',
          'Lanza la sesión en directo, que mezcla horas en punto, y media y y cuarto.',
        ],
        differentiation: [
          {
            tag: 'past_to_reversed',
            text: 'Si un niño lee las cinco menos cuarto como las cinco y cuarto, que siga con el dedo el camino de la aguja larga: «¿Se aleja del 12 o vuelve hacia él?». Deja las mitades verde y naranja en su reloj hasta que conteste sin mirarlas.',
          },
          {
            tag: 'next_hour',
            text: 'Si escribe las cinco menos cuarto como 5:45, muestra en el reloj de engranajes que la corta aún no ha llegado al 5: «Las palabras dicen la hora a la que va; los números, la hora que ya ha pasado».',
          },
          {
            tag: 'hour_hand_on_numeral',
            text: 'Si para las cinco menos cuarto pone la corta sobre el 4, poned primero las cuatro y media y seguid hasta el 9, para que vea cómo la corta se acerca casi al 5.',
          },
        ],
        exitTicket: [
          {
            question: 'Dibuja las agujas para las cuatro menos cuarto.',
            answer: 'La larga en el 9 y la corta casi en el 4.',
          },
          {
            question: 'Escribe con números la una menos cuarto.',
            answer: '12:45',
          },
          { question: 'Escribe con números las ocho menos cuarto.', answer: '7:45' },
        ],
      },
      fr: {
        title: "Moins le quart : presque l'heure suivante",
        objective:
          "Les élèves lisent et placent les heures moins le quart, nomment l'heure vers laquelle va la petite aiguille et distinguent « moins le quart » de « et quart ».",
        materials: [
          'Une horloge à engrenages',
          'Des horloges avec la moitié « et » en vert et la moitié « moins » en orange',
          'Le terrain de jeu projeté au tableau',
        ],
        warmUp: [
          "Sur le terrain de jeu, affichez 4 heures et avancez la grande aiguille jusqu'au 9, en vous arrêtant à 4 heures et quart et à 4 heures et demie.",
          "Au 9, demandez : « Combien manque-t-il encore pour 5 heures ? » Les élèves voient qu'il reste un quart du cercle.",
          "Continuez ensemble jusqu'au 12 : « Il était 5 heures moins le quart, maintenant il est 5 heures. »",
        ],
        steps: [
          "Montrez les deux côtés : à droite, la grande aiguille s'éloigne de l'heure (et) ; à gauche, elle revient vers l'heure suivante (moins).",
          "Sur l'horloge à engrenages, montrez 4 h 45 : la petite aiguille est presque sur le 5, alors on dit 5 heures moins le quart, même si les chiffres disent 4 h 45.",
          "Jouez à « Et ou moins ? » : montrez des heures et quart et moins le quart ; les élèves touchent l'épaule droite pour « et », la gauche pour « moins ».",
          'En binôme, les élèves placent des heures moins le quart et les lisent des deux façons (5 heures moins le quart, 4 h 45).',
          'Lancez la séance en direct, qui mélange heures pile, et demie et et quart.',
        ],
        differentiation: [
          {
            tag: 'past_to_reversed',
            text: "Si un élève lit 5 heures moins le quart comme 5 heures et quart, faites-lui suivre du doigt le chemin de la grande aiguille : « Elle s'éloigne du 12 ou elle y revient ? » Gardez les moitiés verte et orange sur son horloge jusqu'à ce qu'il réponde sans les regarder.",
          },
          {
            tag: 'next_hour',
            text: "S'il écrit 5 heures moins le quart « 5 h 45 », montrez sur l'horloge à engrenages que la petite n'a pas encore atteint le 5 : « Les mots disent l'heure où elle va ; les chiffres, l'heure qu'elle a dépassée. »",
          },
          {
            tag: 'hour_hand_on_numeral',
            text: "S'il place la petite aiguille sur le 4 pour 5 heures moins le quart, affichez d'abord 4 heures et demie puis continuez jusqu'au 9 : il voit la petite aiguille s'approcher presque du 5.",
          },
        ],
        exitTicket: [
          {
            question: 'Dessine les aiguilles pour 4 heures moins le quart.',
            answer: 'La grande sur le 9, la petite presque sur le 4.',
          },
          {
            question: 'La grande aiguille montre le 9. Est-ce « et quart » ou « moins le quart » ?',
            answer: 'Moins le quart',
          },
          { question: 'Écris 8 heures moins le quart en chiffres.', answer: '7 h 45' },
        ],
      },
      de: {
        title: 'Viertel vor: gleich ist die nächste Stunde da',
        objective:
          'Die Kinder lesen und stellen „Viertel vor“-Uhrzeiten, nennen die Stunde, zu der der kurze Zeiger unterwegs ist, und unterscheiden „Viertel vor“ von „Viertel nach“.',
        materials: [
          'Eine Lehreruhr mit Zahnrädern',
          'Uhren mit grüner Nach-Hälfte und oranger Vor-Hälfte',
          'Der Spielplatz an der Tafel',
        ],
        warmUp: [
          'Stell auf dem Spielplatz vier Uhr ein und dreh den langen Zeiger vorwärts bis zur 9; haltet bei Viertel nach vier und bei halb fünf kurz an.',
          'An der 9 frag: „Wie weit ist es noch bis fünf Uhr?“ Die Kinder sehen: noch ein Viertel der Runde.',
          'Dreht gemeinsam weiter bis zur 12: „Eben war es Viertel vor fünf, jetzt ist es fünf Uhr.“',
        ],
        steps: [
          'Zeig die zwei Seiten: Rechts entfernt sich der lange Zeiger von der Stunde (nach), links kommt er zur nächsten Stunde zurück (vor).',
          'Zeig 4:45 an der Zahnraduhr: Der kurze Zeiger ist fast an der 5, darum sagen wir „Viertel vor fünf“, obwohl in Ziffern 4:45 steht.',
          'Spielt „Nach oder vor?“: Zeig Viertel nach und Viertel vor; die Kinder tippen für „nach“ auf die rechte, für „vor“ auf die linke Schulter.',
          'Paare stellen „Viertel vor“-Zeiten und lesen sie auf beide Arten (Viertel vor fünf, 4:45).',
          'Starte die Live-Runde; sie mischt volle Stunden, halbe Stunden und Viertel nach dazu.',
        ],
        differentiation: [
          {
            tag: 'past_to_reversed',
            text: 'Liest ein Kind Viertel vor fünf als Viertel nach fünf, lass es den Weg des langen Zeigers mit dem Finger nachfahren: „Geht er von der 12 weg oder kommt er zu ihr zurück?“ Lass die grüne und orange Hälfte auf seiner Uhr, bis es ohne Hinschauen antwortet.',
          },
          {
            tag: 'next_hour',
            text: 'Schreibt es zu Viertel vor fünf „5:45“, zeig an der Zahnraduhr, dass der kurze Zeiger die 5 noch nicht erreicht hat: „Die Wörter nennen die Stunde, zu der er will; die Ziffern die Stunde, an der er vorbei ist.“',
          },
          {
            tag: 'hour_hand_on_numeral',
            text: 'Steht der kurze Zeiger bei Viertel vor fünf auf der 4, stellt zuerst halb fünf ein und dreht dann weiter bis zur 9: So sieht das Kind, wie der kurze Zeiger fast bis zur 5 wandert.',
          },
        ],
        exitTicket: [
          {
            question: 'Zeichne die Zeiger für Viertel vor vier.',
            answer: 'Langer Zeiger auf der 9, kurzer Zeiger fast an der 4.',
          },
          {
            question: 'Der lange Zeiger zeigt auf die 9. Ist es Viertel nach oder Viertel vor?',
            answer: 'Viertel vor',
          },
          { question: 'Schreib Viertel vor acht in Ziffern.', answer: '7:45' },
        ],
      },
      it: {
        title: "Meno un quarto: quasi l'ora dopo",
        objective:
          "I bambini leggono e impostano le ore meno un quarto, dicono l'ora verso cui va la lancetta corta e distinguono «meno un quarto» da «e un quarto».",
        materials: [
          'Un orologio a ingranaggi',
          'Orologi con la metà della «e» in verde e quella del «meno» in arancione',
          "L'area giochi proiettata alla lavagna",
        ],
        warmUp: [
          "Nell'area giochi imposta le quattro e porta avanti la lancetta lunga fino al 9, fermandoti alle quattro e un quarto e alle quattro e mezza.",
          'Sul 9 chiedi: «Quanto manca alle cinque?» I bambini vedono che resta un quarto del cerchio.',
          'Andate avanti insieme fino al 12: «Erano le cinque meno un quarto, ora sono le cinque.»',
        ],
        steps: [
          "Mostra i due lati: a destra la lancetta lunga si allontana dall'ora («e»), a sinistra torna verso l'ora successiva («meno»).",
          "Sull'orologio a ingranaggi mostra le 4:45: la corta è quasi sul 5, perciò diciamo le cinque meno un quarto, anche se le cifre dicono 4:45.",
          'Giocate a «E o meno?»: mostra ore e un quarto e meno un quarto; i bambini toccano la spalla destra per «e», la sinistra per «meno».',
          'A coppie impostano ore meno un quarto e le leggono nei due modi (le cinque meno un quarto, 4:45).',
          'Avvia la sessione dal vivo, che mescola ore in punto, e mezza ed e un quarto.',
        ],
        differentiation: [
          {
            tag: 'past_to_reversed',
            text: 'Se un bambino legge le cinque meno un quarto come le cinque e un quarto, fagli seguire con il dito il percorso della lancetta lunga: «Si allontana dal 12 o ci sta tornando?» Lascia le metà verde e arancione sul suo orologio finché risponde senza guardarle.',
          },
          {
            tag: 'next_hour',
            text: "Se scrive le cinque meno un quarto come 5:45, mostra sull'orologio a ingranaggi che la corta non è ancora arrivata al 5: «Le parole dicono l'ora verso cui va; le cifre l'ora che ha già superato.»",
          },
          {
            tag: 'hour_hand_on_numeral',
            text: 'Se per le cinque meno un quarto mette la corta sul 4, impostate prima le quattro e mezza e poi proseguite fino al 9: così vede la corta avvicinarsi quasi al 5.',
          },
        ],
        exitTicket: [
          {
            question: 'Disegna le lancette per le quattro meno un quarto.',
            answer: 'La lunga sul 9, la corta quasi sul 4.',
          },
          { question: "Scrivi in cifre l'una meno un quarto.", answer: '12:45' },
          { question: 'Scrivi in cifre le otto meno un quarto.', answer: '7:45' },
        ],
      },
    },
  },
];
