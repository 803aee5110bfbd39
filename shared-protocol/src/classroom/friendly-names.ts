import { z } from 'zod';
import type { Language } from '../clock/language';
import type { CharacterId } from '../game/characters';
import { createRng } from '../game/random';

/**
 * Generated friendly nicknames: an adjective and an animal, shown in the session language. A
 * child picks one of a few suggestions instead of typing (the default; reliability anchors:
 * a generator is safer than a filter for children). Adjectives come after the animal in es, fr
 * and it and agree with its gender; German adjectives take the strong ending of the animal's
 * gender (no article): "Fröhlicher Fuchs", "Fröhliche Katze", "Fröhliches Pony".
 *
 * 32 x 32 = 1024 names, more than the largest room (1000), so a free one always exists; every
 * pair renders differently in each language, so ids and texts are interchangeable keys.
 */

/** es, fr, it: "masculine|feminine", or one form for both. */
type Romance = string;
/** de: the stem the ending is added to. */
type Adjective = { en: string; de: string; es: Romance; fr: Romance; it: Romance };

const ADJECTIVES = {
  happy: { en: 'Happy', de: 'froh', es: 'Feliz', fr: 'Joyeux|Joyeuse', it: 'Felice' },
  brave: {
    en: 'Brave',
    de: 'mutig',
    es: 'Valiente',
    fr: 'Courageux|Courageuse',
    it: 'Coraggioso|Coraggiosa',
  },
  quick: { en: 'Quick', de: 'flink', es: 'Veloz', fr: 'Rapide', it: 'Veloce' },
  clever: { en: 'Clever', de: 'schlau', es: 'Listo|Lista', fr: 'Malin|Maligne', it: 'Furbo|Furba' },
  friendly: { en: 'Friendly', de: 'freundlich', es: 'Amable', fr: 'Aimable', it: 'Gentile' },
  calm: { en: 'Calm', de: 'ruhig', es: 'Tranquilo|Tranquila', fr: 'Calme', it: 'Calmo|Calma' },
  funny: {
    en: 'Funny',
    de: 'lustig',
    es: 'Divertido|Divertida',
    fr: 'Rigolo|Rigolote',
    it: 'Buffo|Buffa',
  },
  gentle: { en: 'Gentle', de: 'sanft', es: 'Tierno|Tierna', fr: 'Tendre', it: 'Tenero|Tenera' },
  shiny: {
    en: 'Shiny',
    de: 'glänzend',
    es: 'Brillante',
    fr: 'Brillant|Brillante',
    it: 'Brillante',
  },
  cheerful: { en: 'Cheerful', de: 'heiter', es: 'Alegre', fr: 'Gai|Gaie', it: 'Allegro|Allegra' },
  wise: { en: 'Wise', de: 'weise', es: 'Sabio|Sabia', fr: 'Sage', it: 'Saggio|Saggia' },
  jolly: {
    en: 'Jolly',
    de: 'fröhlich',
    es: 'Contento|Contenta',
    fr: 'Jovial|Joviale',
    it: 'Contento|Contenta',
  },
  tiny: {
    en: 'Tiny',
    de: 'winzig',
    es: 'Diminuto|Diminuta',
    fr: 'Minuscule',
    it: 'Piccolino|Piccolina',
  },
  strong: { en: 'Strong', de: 'stark', es: 'Fuerte', fr: 'Fort|Forte', it: 'Forte' },
  sleepy: {
    en: 'Sleepy',
    de: 'schläfrig',
    es: 'Dormilón|Dormilona',
    fr: 'Endormi|Endormie',
    it: 'Dormiglione|Dormigliona',
  },
  magic: { en: 'Magic', de: 'magisch', es: 'Mágico|Mágica', fr: 'Magique', it: 'Magico|Magica' },
  kind: { en: 'Kind', de: 'lieb', es: 'Bueno|Buena', fr: 'Gentil|Gentille', it: 'Buono|Buona' },
  bouncy: {
    en: 'Bouncy',
    de: 'hüpfend',
    es: 'Saltarín|Saltarina',
    fr: 'Sautillant|Sautillante',
    it: 'Saltellante',
  },
  curious: {
    en: 'Curious',
    de: 'neugierig',
    es: 'Curioso|Curiosa',
    fr: 'Curieux|Curieuse',
    it: 'Curioso|Curiosa',
  },
  proud: {
    en: 'Proud',
    de: 'stolz',
    es: 'Orgulloso|Orgullosa',
    fr: 'Fier|Fière',
    it: 'Fiero|Fiera',
  },
  lucky: {
    en: 'Lucky',
    de: 'glücklich',
    es: 'Afortunado|Afortunada',
    fr: 'Chanceux|Chanceuse',
    it: 'Fortunato|Fortunata',
  },
  sweet: { en: 'Sweet', de: 'süß', es: 'Dulce', fr: 'Doux|Douce', it: 'Dolce' },
  dancing: {
    en: 'Dancing',
    de: 'tanzend',
    es: 'Bailarín|Bailarina',
    fr: 'Danseur|Danseuse',
    it: 'Ballerino|Ballerina',
  },
  singing: {
    en: 'Singing',
    de: 'singend',
    es: 'Cantor|Cantora',
    fr: 'Chanteur|Chanteuse',
    it: 'Canterino|Canterina',
  },
  sporty: {
    en: 'Sporty',
    de: 'sportlich',
    es: 'Deportista',
    fr: 'Sportif|Sportive',
    it: 'Sportivo|Sportiva',
  },
  giant: { en: 'Giant', de: 'riesig', es: 'Gigante', fr: 'Géant|Géante', it: 'Gigante' },
  golden: {
    en: 'Golden',
    de: 'golden',
    es: 'Dorado|Dorada',
    fr: 'Doré|Dorée',
    it: 'Dorato|Dorata',
  },
  silver: {
    en: 'Silver',
    de: 'silbern',
    es: 'Plateado|Plateada',
    fr: 'Argenté|Argentée',
    it: 'Argentato|Argentata',
  },
  fluffy: {
    en: 'Fluffy',
    de: 'flauschig',
    es: 'Peludo|Peluda',
    fr: 'Duveteux|Duveteuse',
    it: 'Soffice',
  },
  playful: {
    en: 'Playful',
    de: 'verspielt',
    es: 'Juguetón|Juguetona',
    fr: 'Joueur|Joueuse',
    it: 'Giocherellone|Giocherellona',
  },
  sunny: {
    en: 'Sunny',
    de: 'sonnig',
    es: 'Radiante',
    fr: 'Radieux|Radieuse',
    it: 'Radioso|Radiosa',
  },
  smiling: {
    en: 'Smiling',
    de: 'lächelnd',
    es: 'Sonriente',
    fr: 'Souriant|Souriante',
    it: 'Sorridente',
  },
} as const satisfies Record<string, Adjective>;

/** "Noun:g" with g = m, f or n (n only in German). */
type Noun = string;
type Animal = { en: string; de: Noun; es: Noun; fr: Noun; it: Noun };

const ANIMALS = {
  panda: { en: 'Panda', de: 'Panda:m', es: 'Panda:m', fr: 'Panda:m', it: 'Panda:m' },
  fox: { en: 'Fox', de: 'Fuchs:m', es: 'Zorro:m', fr: 'Renard:m', it: 'Volpe:f' },
  owl: { en: 'Owl', de: 'Eule:f', es: 'Búho:m', fr: 'Hibou:m', it: 'Gufo:m' },
  rabbit: { en: 'Rabbit', de: 'Hase:m', es: 'Conejo:m', fr: 'Lapin:m', it: 'Coniglio:m' },
  bear: { en: 'Bear', de: 'Bär:m', es: 'Oso:m', fr: 'Ours:m', it: 'Orso:m' },
  tiger: { en: 'Tiger', de: 'Tiger:m', es: 'Tigre:m', fr: 'Tigre:m', it: 'Tigre:f' },
  lion: { en: 'Lion', de: 'Löwe:m', es: 'León:m', fr: 'Lion:m', it: 'Leone:m' },
  penguin: { en: 'Penguin', de: 'Pinguin:m', es: 'Pingüino:m', fr: 'Pingouin:m', it: 'Pinguino:m' },
  dolphin: { en: 'Dolphin', de: 'Delfin:m', es: 'Delfín:m', fr: 'Dauphin:m', it: 'Delfino:m' },
  turtle: {
    en: 'Turtle',
    de: 'Schildkröte:f',
    es: 'Tortuga:f',
    fr: 'Tortue:f',
    it: 'Tartaruga:f',
  },
  koala: { en: 'Koala', de: 'Koala:m', es: 'Koala:m', fr: 'Koala:m', it: 'Koala:m' },
  zebra: { en: 'Zebra', de: 'Zebra:n', es: 'Cebra:f', fr: 'Zèbre:m', it: 'Zebra:f' },
  giraffe: { en: 'Giraffe', de: 'Giraffe:f', es: 'Jirafa:f', fr: 'Girafe:f', it: 'Giraffa:f' },
  elephant: {
    en: 'Elephant',
    de: 'Elefant:m',
    es: 'Elefante:m',
    fr: 'Éléphant:m',
    it: 'Elefante:m',
  },
  monkey: { en: 'Monkey', de: 'Affe:m', es: 'Mono:m', fr: 'Singe:m', it: 'Scimmia:f' },
  kangaroo: {
    en: 'Kangaroo',
    de: 'Känguru:n',
    es: 'Canguro:m',
    fr: 'Kangourou:m',
    it: 'Canguro:m',
  },
  hedgehog: { en: 'Hedgehog', de: 'Igel:m', es: 'Erizo:m', fr: 'Hérisson:m', it: 'Riccio:m' },
  squirrel: {
    en: 'Squirrel',
    de: 'Eichhörnchen:n',
    es: 'Ardilla:f',
    fr: 'Écureuil:m',
    it: 'Scoiattolo:m',
  },
  otter: { en: 'Otter', de: 'Otter:m', es: 'Nutria:f', fr: 'Loutre:f', it: 'Lontra:f' },
  beaver: { en: 'Beaver', de: 'Biber:m', es: 'Castor:m', fr: 'Castor:m', it: 'Castoro:m' },
  duck: { en: 'Duck', de: 'Ente:f', es: 'Pato:m', fr: 'Canard:m', it: 'Papera:f' },
  frog: { en: 'Frog', de: 'Frosch:m', es: 'Rana:f', fr: 'Grenouille:f', it: 'Rana:f' },
  whale: { en: 'Whale', de: 'Wal:m', es: 'Ballena:f', fr: 'Baleine:f', it: 'Balena:f' },
  seal: { en: 'Seal', de: 'Robbe:f', es: 'Foca:f', fr: 'Phoque:m', it: 'Foca:f' },
  parrot: { en: 'Parrot', de: 'Papagei:m', es: 'Loro:m', fr: 'Perroquet:m', it: 'Pappagallo:m' },
  flamingo: {
    en: 'Flamingo',
    de: 'Flamingo:m',
    es: 'Flamenco:m',
    fr: 'Flamant:m',
    it: 'Fenicottero:m',
  },
  butterfly: {
    en: 'Butterfly',
    de: 'Schmetterling:m',
    es: 'Mariposa:f',
    fr: 'Papillon:m',
    it: 'Farfalla:f',
  },
  bee: { en: 'Bee', de: 'Biene:f', es: 'Abeja:f', fr: 'Abeille:f', it: 'Ape:f' },
  cat: { en: 'Cat', de: 'Katze:f', es: 'Gato:m', fr: 'Chat:m', it: 'Gatto:m' },
  dog: { en: 'Dog', de: 'Hund:m', es: 'Perro:m', fr: 'Chien:m', it: 'Cane:m' },
  pony: { en: 'Pony', de: 'Pony:n', es: 'Poni:m', fr: 'Poney:m', it: 'Pony:m' },
  unicorn: {
    en: 'Unicorn',
    de: 'Einhorn:n',
    es: 'Unicornio:m',
    fr: 'Licorne:f',
    it: 'Unicorno:m',
  },
  // The characters that are not everyday animals still get names of their own kind, so a child
  // playing the dragon is never "Calm Rabbit".
  dino: { en: 'Dino', de: 'Dino:m', es: 'Dino:m', fr: 'Dino:m', it: 'Dino:m' },
  dragon: { en: 'Dragon', de: 'Drache:m', es: 'Dragón:m', fr: 'Dragon:m', it: 'Drago:m' },
  octopus: { en: 'Octopus', de: 'Krake:m', es: 'Pulpo:m', fr: 'Poulpe:m', it: 'Polpo:m' },
  fish: { en: 'Fish', de: 'Fisch:m', es: 'Pez:m', fr: 'Poisson:m', it: 'Pesce:m' },
} as const satisfies Record<string, Animal>;

export type AdjectiveId = keyof typeof ADJECTIVES;
export type AnimalId = keyof typeof ANIMALS;
export const ADJECTIVE_IDS = Object.keys(ADJECTIVES) as AdjectiveId[];
export const ANIMAL_IDS = Object.keys(ANIMALS) as AnimalId[];
export const adjectiveIdSchema = z.enum(ADJECTIVE_IDS as [AdjectiveId, ...AdjectiveId[]]);
export const animalIdSchema = z.enum(ANIMAL_IDS as [AnimalId, ...AnimalId[]]);

/** A generated nickname as a client picks it: word ids, never the shown text. */
export const generatedNicknameSchema = z
  .object({ kind: z.literal('generated'), adjective: adjectiveIdSchema, animal: animalIdSchema })
  .strict();
export type GeneratedNickname = z.infer<typeof generatedNicknameSchema>;

function splitNoun(noun: Noun): { word: string; gender: string } {
  const [word = noun, gender = 'm'] = noun.split(':');
  return { word, gender };
}

function romanceForm(forms: Romance, gender: string): string {
  const [masculine = forms, feminine = masculine] = forms.split('|');
  return gender === 'f' ? feminine : masculine;
}

/** German strong adjective ending without article: -er (m), -e (f), -es (n). */
function germanForm(stem: string, gender: string): string {
  const base = stem.endsWith('e') ? stem.slice(0, -1) : stem;
  const ending = gender === 'f' ? 'e' : gender === 'n' ? 'es' : 'er';
  const word = `${base}${ending}`;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The nickname's text in a language: "Happy Fox", "Fröhlicher Fuchs", "Zorro Feliz"... */
export function renderGeneratedNickname(
  choice: Pick<GeneratedNickname, 'adjective' | 'animal'>,
  language: Language,
): string {
  const adjective: Adjective = ADJECTIVES[choice.adjective];
  const animal: Animal = ANIMALS[choice.animal];
  if (language === 'en') return `${adjective.en} ${animal.en}`;
  const { word, gender } = splitNoun(animal[language]);
  if (language === 'de') return `${germanForm(adjective.de, gender)} ${word}`;
  return `${word} ${romanceForm(adjective[language], gender)}`;
}

/** A suggestion: the ids to send back and the text to show. */
export type NicknameSuggestion = GeneratedNickname & { text: string };

/**
 * The name word of a character that is one of the names' animals ("turtle" for the turtle;
 * every character has one now), or null for a character without.
 */
export function animalOfCharacter(character: CharacterId): AnimalId | null {
  return Object.hasOwn(ANIMALS, character) ? (character as AnimalId) : null;
}

/**
 * Up to `count` different generated nicknames for which `isTaken(text)` is false, drawn from the
 * seed (the caller passes fresh randomness; the same seed gives the same names). With a
 * `character` that is one of the animals, the names are that animal's ("Calm Turtle" for the
 * turtle, never "Calm Fox"), as long as free ones are left. A few random draws first; when the
 * room is nearly full, a walk over every pair from a random start, so a free name is always found
 * if one exists.
 */
export function suggestNicknames(input: {
  seed: number;
  language: Language;
  isTaken: (text: string) => boolean;
  count?: number;
  character?: CharacterId | null;
}): NicknameSuggestion[] {
  const count = Math.max(0, Math.trunc(input.count ?? 3));
  const rng = createRng(input.seed);
  const out: NicknameSuggestion[] = [];
  const seen = new Set<string>();
  const consider = (adjective: AdjectiveId, animal: AnimalId): void => {
    const text = renderGeneratedNickname({ adjective, animal }, input.language);
    if (seen.has(text) || input.isTaken(text)) return;
    seen.add(text);
    out.push({ kind: 'generated', adjective, animal, text });
  };
  const own = input.character ? animalOfCharacter(input.character) : null;
  if (own) {
    for (let tries = 0; tries < count * 8 && out.length < count; tries++) {
      consider(rng.pick(ADJECTIVE_IDS), own);
    }
    const first = rng.int(0, ADJECTIVE_IDS.length - 1);
    for (let k = 0; k < ADJECTIVE_IDS.length && out.length < count; k++) {
      const adjective = ADJECTIVE_IDS[(first + k) % ADJECTIVE_IDS.length];
      if (adjective) consider(adjective, own);
    }
  }
  for (let tries = 0; tries < count * 8 && out.length < count; tries++) {
    consider(rng.pick(ADJECTIVE_IDS), rng.pick(ANIMAL_IDS));
  }
  const total = ADJECTIVE_IDS.length * ANIMAL_IDS.length;
  const start = rng.int(0, total - 1);
  for (let k = 0; k < total && out.length < count; k++) {
    const i = (start + k) % total;
    const adjective = ADJECTIVE_IDS[i % ADJECTIVE_IDS.length];
    const animal = ANIMAL_IDS[Math.floor(i / ADJECTIVE_IDS.length)];
    if (adjective && animal) consider(adjective, animal);
  }
  return out;
}
