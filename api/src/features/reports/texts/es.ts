import type { ReportTexts } from './report-texts';

export const es: ReportTexts = {
  csv: {
    columns: [
      'Fecha (UTC)',
      'Origen',
      'Sesión o tarea',
      'Apodo',
      'Personaje',
      'Pregunta',
      'Tipo de pregunta',
      'Habilidad',
      'Reloj mostrado',
      'Respuesta dada',
      'Resultado',
      'Tiempo de respuesta (s)',
      'Error típico',
    ],
    session: 'Sesión en directo',
    assignment: 'Tarea',
    right: 'correcta',
    wrong: 'incorrecta',
    summary: 'Resumen por niño',
    summaryColumns: [
      'Apodo',
      'Personaje',
      'Respuestas',
      'Correctas',
      'Acierto (%)',
      'Tiempo medio de respuesta (s)',
      'Error más frecuente',
    ],
    everyone: 'Todos',
    room: (code) => `Sala ${code}`,
  },
  pdf: {
    title: 'Informe de progreso',
    school: 'Colegio',
    class: 'Clase',
    grade: (grade) => (grade === 'K' ? 'Educación Infantil' : `${grade}.º de Primaria`),
    child: 'Niño o niña',
    character: 'Personaje',
    period: 'Periodo',
    noAnswers:
      'Todavía no hay respuestas: este informe se completará cuando su hijo o hija haya jugado.',
    answered: (answered, correct, percent) =>
      `${answered} respuestas, ${correct} correctas (${percent} %).`,
    accuracyTitle: 'Respuestas correctas por habilidad',
    trickyTitle: (nickname) => `Lo que a ${nickname} le cuesta`,
    nothingTricky: 'Nada destaca: ¡a seguir así!',
    homeTitle: 'Qué practicar en casa',
    homeEveryDay:
      'Leer la hora juntos en momentos del día: el desayuno, la salida al colegio, la hora de dormir.',
    footer:
      'Tick Tock Class. Los niños aparecen solo con su apodo y su personaje: no se guarda ningún nombre real.',
  },
  skills: {
    oclock: 'En punto',
    half: 'Y media',
    quarter: 'Y cuarto y menos cuarto',
    five_minutes: 'De cinco en cinco minutos',
    one_minute: 'Al minuto',
    elapsed: 'Cuánto tiempo ha pasado',
    h24: 'Reloj de 24 horas',
  },
  tags: {
    hands_swapped: {
      tricky: 'Distinguir la aguja corta (las horas) de la larga (los minutos).',
      home: 'Señalar juntos un reloj y preguntar cuál es la aguja corta. Decir primero la hora con la aguja corta y después los minutos.',
    },
    past_to_reversed: {
      tricky:
        'Distinguir «y» de «menos», por ejemplo leer las siete menos cuarto como las siete y cuarto.',
      home: 'Mostrar que en la mitad derecha del reloj la aguja larga marca «y», y en la mitad izquierda marca «menos» para la hora siguiente.',
    },
    halb_trap: {
      tricky:
        'El «halb» alemán: «halb drei» significa las dos y media, a medio camino de las tres.',
      home: 'Decir juntos horas con «halb»: «halb drei» son las 2:30, a medio camino de las tres.',
    },
    next_hour: {
      tricky:
        'Decir la hora siguiente antes de tiempo, cuando la aguja corta aún no ha llegado (7:55 leído como 8:55).',
      home: 'Antes de decir la hora, comprobar qué número acaba de pasar la aguja corta.',
    },
    previous_hour: {
      tricky:
        'Decir la hora anterior justo después de que la aguja corta haya pasado un número (4:05 leído como 3:05).',
      home: 'Cuando la aguja larga acaba de pasar el 12, la hora es el número que la aguja corta acaba de pasar.',
    },
    numeral_as_minutes: {
      tricky:
        'Leer como minutos el número que señala la aguja larga (el 3 como 3 minutos en lugar de 15).',
      home: 'Contar juntos de cinco en cinco alrededor del reloj: 5, 10, 15... Cada número vale 5 minutos.',
    },
    off_by_one_step: {
      tricky: 'Contar los minutos con un paso de más o de menos (cinco minutos de diferencia).',
      home: 'Contar despacio los pasos alrededor del reloj, tocando cada número.',
    },
    tick_miscount: {
      tricky: 'Contar las rayitas de los minutos entre los números.',
      home: 'Contar de cinco en cinco hasta el último número y después de uno en uno las rayitas.',
    },
    off_by_one_hour: {
      tricky: 'Leer la hora con una hora de diferencia.',
      home: 'Mirar juntos la aguja corta: ¿qué número acaba de pasar?',
    },
    am_pm_swap: {
      tricky: 'La mañana y la tarde en el reloj de 24 horas (las 14:00 son las 2 de la tarde).',
      home: 'Hablar de los momentos del día: después de las 12 del mediodía se suma 12, así que las 2 de la tarde son las 14:00.',
    },
    h24_drop_ten: {
      tricky:
        'Pasar las horas de 24 horas al reloj: restar 10 en lugar de 12 (las 15:00 leídas como las 5).',
      home: 'Practicar la resta de 12: 15 menos 12 son 3, así que las 15:00 son las 3.',
    },
    elapsed_units: {
      tricky: 'Calcular cuánto tiempo ha pasado, en horas y minutos.',
      home: 'Contar juntos hacia delante: primero hasta la siguiente hora en punto, después las horas enteras y por último los minutos que faltan.',
    },
    hour_hand_on_numeral: {
      tricky: 'A la media, leer la hora en el número más cercano a la aguja corta.',
      home: 'A la media, mostrar que la aguja corta está entre dos números: la hora es la que ya ha pasado.',
    },
    hour_wrong_other: {
      tricky: 'Leer la hora.',
      home: 'A distintas horas del día, preguntar qué número acaba de pasar la aguja corta.',
    },
    minute_wrong_other: {
      tricky: 'Leer los minutos.',
      home: 'Contar de cinco en cinco con la aguja larga: 5, 10, 15...',
    },
    unclassified: {
      tricky: 'Leer las dos agujas a la vez.',
      home: 'Leer relojes juntos a menudo: primero la aguja corta, después la larga.',
    },
  },
};
