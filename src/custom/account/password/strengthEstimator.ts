import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import englishWords from '@zxcvbn-ts/language-en/dist/commonWords.json.mjs';
import englishFirstNames from '@zxcvbn-ts/language-en/dist/firstnames.json.mjs';
import dutchWords from '@zxcvbn-ts/language-nl-be/dist/commonWords.json.esm.js';
import dutchBoysNames from '@zxcvbn-ts/language-nl-be/dist/boysFirstnames.json.esm.js';
import dutchGirlsNames from '@zxcvbn-ts/language-nl-be/dist/girlsFirstnames.json.esm.js';
import dutchLastNames from '@zxcvbn-ts/language-nl-be/dist/lastnames.json.esm.js';
import frenchWords from '@zxcvbn-ts/language-fr/dist/commonWords.json.mjs';
import frenchFirstNames from '@zxcvbn-ts/language-fr/dist/firstnames.json.mjs';
import frenchLastNames from '@zxcvbn-ts/language-fr/dist/lastnames.json.mjs';

/**
 * zxcvbn-ts with the common passwords and the English, Dutch and French word and name lists:
 * people write passwords in all three whatever language the screen is in. The Wikipedia word
 * lists and the (American) English surnames are left out: they would about double the
 * download for words the common-word lists mostly hold. This module is only ever loaded by
 * a dynamic import, from the forms with a strength meter.
 */
const estimator = new ZxcvbnFactory({
  graphs: adjacencyGraphs,
  dictionary: {
    ...common,
    'commonWords-en': englishWords,
    'firstnames-en': englishFirstNames,
    'commonWords-nl': dutchWords,
    'firstnames-nl': [...dutchBoysNames, ...dutchGirlsNames],
    'lastnames-nl': dutchLastNames,
    'commonWords-fr': frenchWords,
    'firstnames-fr': frenchFirstNames,
    'lastnames-fr': frenchLastNames,
  },
});

/** The score from 0 (guessable in seconds) to 4 (very hard to guess). */
export function strengthScore(password: string, userInputs: string[] = []): number {
  return estimator.check(password, userInputs).score;
}
