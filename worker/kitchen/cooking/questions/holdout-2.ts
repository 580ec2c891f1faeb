// A second hold-out set: 60 questions written as people type them (no accents, typos, SMS style),
// without reading the classifier's patterns, six per kind. Asked, like the other sets, from a
// croque-monsieur about its ham (bench/questions.bench.mjs, labelled.test.ts).

import type { LabelledQuestion } from './set';
import type { QuestionKind } from './patterns';

const of = (kind: QuestionKind, questions: readonly string[]): LabelledQuestion[] => questions.map((question) => ({ question, kind }));

export const QUESTION_HOLDOUT_2: readonly LabelledQuestion[] = [
  ...of('cooking', [
    'cb de tps au four pr les croques',
    'tempratur du four pour les croques',
    'cuisson a la poele possible ?',
    'comment je sais que c est pret',
    'combien de minute sous le grill',
    'on le cuit des deux cotes a la poele ?',
  ]),
  ...of('storage', [
    'ca se garde combien de jours au frigo',
    'on peut les conjeler',
    'le jambon entame se conserve combien de temps',
    'je laisse le croque a temperature ambiante toute la nuit c grave ?',
    'boite hermetique ou papier alu pour le garder',
    'ca tient au congel combien de mois',
  ]),
  ...of('allergen-diet', [
    'c sans gluten ?',
    'jsuis allergique au lait je peu en manger',
    'ok pour un vegetarien ?',
    'il y a des oeufs dans la recette',
    'c halal le jambon ?',
    'intolerant au lactose ca passe',
  ]),
  ...of('substitution', [
    'on peut mettre du poulet a la place du jambon',
    'pa de bechamel, je remplace par quoi',
    'du comte au lieu du gruyere ca marche',
    'remplacer le beurre par de l huile d olive',
    'une alternative au pain de mie ?',
    'jai que de l emmental c bon',
  ]),
  ...of('make-ahead', [
    'je peux les faire le matin pour le soir',
    'a preparer a l avance pour un pique nique ?',
    'comment les rechauffer au micro onde',
    'on peut tout preparer la veille et cuire au dernier moment',
    'rechauffer au four combien de temps',
    'prepa en avance possible pour 10 personnes',
  ]),
  ...of('nutrition', [
    'ca fait combien de kcal',
    'c gras ?',
    'y a des fibres',
    'combien de proteine par part',
    'c est equilibre comme repas',
    'taux de sel du jambon',
  ]),
  ...of('season', [
    'c un plat de saison en ce moment ?',
    'les poireaux c est la saison quand',
    'quel mois pour les tomates',
    'cest de saison en hiver',
    'les courgettes en decembre c de saison?',
    'meilleure periode pour manger des asperges',
  ]),
  ...of('price', [
    'ca revient a combien',
    'cb coute le jambon',
    'c cher a faire ?',
    'prix par personne',
    'budget pour 4 croques',
    'c economique comme recette',
  ]),
  ...of('pregnancy-children', [
    'femme enceinte jambon cuit ok ?',
    'mon fils de 2 ans peut en manger',
    'pour un bebe de 10 mois c adapte',
    'enceinte, le fromage fondu ca craint ?',
    'a partir de quel age un enfant peut manger du jambon',
    'jallaite, je peux en manger',
  ]),
  ...of('unknown', [
    'quel vin servir avec',
    'tu peux me donner la meteo',
    'c quoi la capitale de l espagne',
    'how long do I bake it',
    'raconte moi une blague',
    'quel est ton nom',
  ]),
];
