import type { ReportTexts } from './report-texts';

export const fr: ReportTexts = {
  csv: {
    columns: [
      'Date (UTC)',
      'Origine',
      'Séance ou devoir',
      'Surnom',
      'Personnage',
      'Question',
      'Type de question',
      'Compétence',
      'Horloge affichée',
      'Réponse donnée',
      'Résultat',
      'Temps de réponse (s)',
      'Erreur typique',
    ],
    session: 'Séance en direct',
    assignment: 'Devoir',
    right: 'juste',
    wrong: 'faux',
    summary: 'Résumé par enfant',
    summaryColumns: [
      'Surnom',
      'Personnage',
      'Réponses',
      'Justes',
      'Réussite (%)',
      'Temps de réponse moyen (s)',
      'Erreur la plus fréquente',
    ],
    everyone: 'Tout le monde',
    room: (code) => `Salle ${code}`,
  },
  pdf: {
    title: 'Bilan de progrès',
    school: 'École',
    class: 'Classe',
    grade: (grade) => {
      if (grade === 'K') return 'Maternelle';
      return `${grade}${grade === '1' ? 're' : 'e'} année du primaire`;
    },
    child: 'Enfant',
    character: 'Personnage',
    period: 'Période',
    noAnswers: 'Pas encore de réponses : ce bilan se remplira quand votre enfant aura joué.',
    answered: (answered, correct, percent) =>
      `${answered} réponses, dont ${correct} justes (${percent} %).`,
    accuracyTitle: 'Réponses justes par compétence',
    trickyTitle: (nickname) => `Ce qui est difficile pour ${nickname}`,
    nothingTricky: 'Rien ne ressort : continuez comme ça !',
    homeTitle: 'À pratiquer à la maison',
    homeEveryDay:
      'Lire l’heure ensemble à des moments de la journée : le petit-déjeuner, le départ pour l’école, le coucher.',
    footer:
      'Tick Tock Class. Les enfants n’apparaissent que par leur surnom et leur personnage : aucun vrai nom n’est conservé.',
  },
  skills: {
    oclock: 'Heures pile',
    half: 'Et demie',
    quarter: 'Et quart, moins le quart',
    five_minutes: 'De cinq en cinq minutes',
    one_minute: 'À la minute près',
    elapsed: 'Combien de temps a passé',
    h24: 'Horloge de 24 heures',
  },
  tags: {
    hands_swapped: {
      tricky: 'Distinguer la petite aiguille (les heures) de la grande (les minutes).',
      home: 'Montrer ensemble une horloge et demander quelle est la petite aiguille. Dire d’abord l’heure avec la petite aiguille, puis les minutes.',
    },
    past_to_reversed: {
      tricky:
        'Distinguer « et » de « moins », par exemple lire sept heures moins le quart comme sept heures et quart.',
      home: 'Montrer que sur la moitié droite de l’horloge, on dit « et » ; sur la moitié gauche, on dit « moins » avec l’heure suivante.',
    },
    halb_trap: {
      tricky:
        'Le « halb » allemand : « halb drei » veut dire deux heures et demie, à mi-chemin de trois heures.',
      home: 'Dire ensemble des heures avec « halb » : « halb drei », c’est 2 h 30, à mi-chemin de trois heures.',
    },
    next_hour: {
      tricky:
        'Dire l’heure suivante trop tôt, avant que la petite aiguille l’ait atteinte (7 h 55 lu 8 h 55).',
      home: 'Avant de dire l’heure, vérifier quel nombre la petite aiguille vient de dépasser.',
    },
    previous_hour: {
      tricky:
        'Dire l’heure d’avant juste après que la petite aiguille a dépassé un nombre (4 h 05 lu 3 h 05).',
      home: 'Quand la grande aiguille vient de passer le 12, l’heure est le nombre que la petite aiguille vient de dépasser.',
    },
    numeral_as_minutes: {
      tricky:
        'Lire le nombre montré par la grande aiguille comme les minutes (le 3 pour 3 minutes au lieu de 15).',
      home: 'Compter ensemble de 5 en 5 autour de l’horloge : 5, 10, 15... Chaque nombre vaut 5 minutes.',
    },
    off_by_one_step: {
      tricky: 'Compter les minutes avec un pas de trop ou de moins (cinq minutes d’écart).',
      home: 'Compter lentement les pas autour de l’horloge en touchant chaque nombre.',
    },
    tick_miscount: {
      tricky: 'Compter les petits traits des minutes entre les nombres.',
      home: 'Compter de 5 en 5 jusqu’au dernier nombre, puis de 1 en 1 pour les petits traits.',
    },
    off_by_one_hour: {
      tricky: 'Lire l’heure avec une heure d’écart.',
      home: 'Regarder ensemble la petite aiguille : quel nombre vient-elle de dépasser ?',
    },
    am_pm_swap: {
      tricky:
        'Le matin et l’après-midi sur l’horloge de 24 heures (14 h, c’est 2 heures de l’après-midi).',
      home: 'Parler des moments de la journée : après midi, on ajoute 12, donc 2 heures de l’après-midi, c’est 14 h.',
    },
    h24_drop_ten: {
      tricky:
        'Passer des heures de 24 heures à l’horloge : enlever 10 au lieu de 12 (15 h lu 5 heures).',
      home: 'S’entraîner à enlever 12 : 15 moins 12 font 3, donc 15 h, c’est 3 heures.',
    },
    elapsed_units: {
      tricky: 'Calculer combien de temps a passé, en heures et en minutes.',
      home: 'Compter ensemble en avançant : d’abord jusqu’à l’heure pile suivante, puis les heures entières, puis les minutes qui restent.',
    },
    hour_hand_on_numeral: {
      tricky: 'À la demie, lire l’heure sur le nombre le plus proche de la petite aiguille.',
      home: 'À la demie, montrer que la petite aiguille est entre deux nombres : l’heure est celle qu’elle a dépassée.',
    },
    hour_wrong_other: {
      tricky: 'Lire l’heure.',
      home: 'À différents moments de la journée, demander quel nombre la petite aiguille vient de dépasser.',
    },
    minute_wrong_other: {
      tricky: 'Lire les minutes.',
      home: 'Compter de 5 en 5 avec la grande aiguille : 5, 10, 15...',
    },
    unclassified: {
      tricky: 'Lire les deux aiguilles ensemble.',
      home: 'Lire souvent l’heure ensemble : d’abord la petite aiguille, puis la grande.',
    },
  },
};
