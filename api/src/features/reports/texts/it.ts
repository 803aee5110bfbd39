import type { ReportTexts } from './report-texts';

export const it: ReportTexts = {
  csv: {
    columns: [
      'Data (UTC)',
      'Origine',
      'Sessione o compito',
      'Soprannome',
      'Personaggio',
      'Domanda',
      'Tipo di domanda',
      'Abilità',
      'Orologio mostrato',
      'Risposta data',
      'Esito',
      'Tempo di risposta (s)',
      'Errore tipico',
    ],
    session: 'Sessione dal vivo',
    assignment: 'Compito',
    right: 'giusta',
    wrong: 'sbagliata',
    summary: 'Riepilogo per bambino',
    summaryColumns: [
      'Soprannome',
      'Personaggio',
      'Risposte',
      'Giuste',
      'Precisione (%)',
      'Tempo medio di risposta (s)',
      'Errore più frequente',
    ],
    everyone: 'Tutti',
    room: (code) => `Stanza ${code}`,
  },
  pdf: {
    title: 'Resoconto dei progressi',
    school: 'Scuola',
    class: 'Classe',
    grade: (grade) => (grade === 'K' ? 'Scuola dell’infanzia' : `${grade}ª primaria`),
    child: 'Bambino o bambina',
    character: 'Personaggio',
    period: 'Periodo',
    noAnswers:
      'Ancora nessuna risposta: questo resoconto si riempirà quando vostro figlio o vostra figlia avrà giocato.',
    answered: (answered, correct, percent) =>
      `${answered} risposte, di cui ${correct} giuste (${percent} %).`,
    accuracyTitle: 'Risposte giuste per abilità',
    trickyTitle: (nickname) => `Cosa trova difficile ${nickname}`,
    nothingTricky: 'Niente spicca: avanti così!',
    homeTitle: 'Cosa esercitare a casa',
    homeEveryDay:
      'Leggere l’ora insieme in alcuni momenti della giornata: la colazione, l’uscita per la scuola, l’ora di andare a letto.',
    footer:
      'Tick Tock Class. I bambini compaiono solo con soprannome e personaggio: nessun nome vero viene conservato.',
  },
  skills: {
    oclock: 'Ore in punto',
    half: 'E mezza',
    quarter: 'E un quarto, meno un quarto',
    five_minutes: 'Di cinque in cinque minuti',
    one_minute: 'Al minuto',
    elapsed: 'Quanto tempo è passato',
    h24: 'Orologio a 24 ore',
  },
  tags: {
    hands_swapped: {
      tricky: 'Distinguere la lancetta corta (le ore) da quella lunga (i minuti).',
      home: 'Indicare insieme un orologio e chiedere qual è la lancetta corta. Dire prima l’ora con la lancetta corta, poi i minuti.',
    },
    past_to_reversed: {
      tricky:
        'Distinguere «e» da «meno», per esempio leggere le sette meno un quarto come le sette e un quarto.',
      home: 'Mostrare che nella metà destra dell’orologio si dice «e», nella metà sinistra si dice «meno» con l’ora successiva.',
    },
    halb_trap: {
      tricky:
        'Il «halb» tedesco: «halb drei» vuol dire le due e mezza, a metà strada verso le tre.',
      home: 'Dire insieme orari con «halb»: «halb drei» sono le 2:30, a metà strada verso le tre.',
    },
    next_hour: {
      tricky:
        'Dire l’ora successiva troppo presto, prima che la lancetta corta ci sia arrivata (7:55 letto come 8:55).',
      home: 'Prima di dire l’ora, controllare quale numero la lancetta corta ha appena superato.',
    },
    previous_hour: {
      tricky:
        'Dire l’ora precedente subito dopo che la lancetta corta ha superato un numero (4:05 letto come 3:05).',
      home: 'Quando la lancetta lunga ha appena passato il 12, l’ora è il numero che la lancetta corta ha appena superato.',
    },
    numeral_as_minutes: {
      tricky:
        'Leggere come minuti il numero indicato dalla lancetta lunga (il 3 come 3 minuti invece di 15).',
      home: 'Contare insieme di cinque in cinque intorno all’orologio: 5, 10, 15... Ogni numero vale 5 minuti.',
    },
    off_by_one_step: {
      tricky: 'Contare i minuti con un passo in più o in meno (cinque minuti di differenza).',
      home: 'Contare lentamente i passi intorno all’orologio, toccando ogni numero.',
    },
    tick_miscount: {
      tricky: 'Contare le tacche dei minuti tra i numeri.',
      home: 'Contare di cinque in cinque fino all’ultimo numero, poi di uno in uno le tacche.',
    },
    off_by_one_hour: {
      tricky: 'Leggere l’ora con un’ora di differenza.',
      home: 'Guardare insieme la lancetta corta: quale numero ha appena superato?',
    },
    am_pm_swap: {
      tricky: 'Mattina e pomeriggio sull’orologio a 24 ore (le 14:00 sono le 2 del pomeriggio).',
      home: 'Parlare dei momenti della giornata: dopo mezzogiorno si aggiunge 12, quindi le 2 del pomeriggio sono le 14:00.',
    },
    h24_drop_ten: {
      tricky:
        'Passare dagli orari a 24 ore all’orologio: togliere 10 invece di 12 (le 15:00 lette come le 5).',
      home: 'Esercitarsi a togliere 12: 15 meno 12 fa 3, quindi le 15:00 sono le 3.',
    },
    elapsed_units: {
      tricky: 'Calcolare quanto tempo è passato, in ore e minuti.',
      home: 'Contare insieme in avanti: prima fino all’ora in punto successiva, poi le ore intere, poi i minuti che restano.',
    },
    hour_hand_on_numeral: {
      tricky: 'Alla mezza, leggere l’ora sul numero più vicino alla lancetta corta.',
      home: 'Alla mezza, mostrare che la lancetta corta è tra due numeri: l’ora è quella che ha già superato.',
    },
    hour_wrong_other: {
      tricky: 'Leggere l’ora.',
      home: 'In diversi momenti della giornata, chiedere quale numero la lancetta corta ha appena superato.',
    },
    minute_wrong_other: {
      tricky: 'Leggere i minuti.',
      home: 'Contare di cinque in cinque con la lancetta lunga: 5, 10, 15...',
    },
    unclassified: {
      tricky: 'Leggere le due lancette insieme.',
      home: 'Leggere spesso l’orologio insieme: prima la lancetta corta, poi quella lunga.',
    },
  },
};
