// One builder per template: its lines, steps and times for the offered ingredients.
import { capitalize, fixFrench } from '../../base/text';
import {
  type Built,
  add,
  auList,
  has,
  lineFor,
  listFr,
  lname,
  measured,
  names,
  offeredLines,
  readyToEat,
  roleOf,
  split,
  theList,
} from './parts';
import { articled } from '../../base/french';
import { type Offered, SPECS, type TemplateId } from './specs';

// ---------------------------------------------------------------------------------------------
// The templates
// ---------------------------------------------------------------------------------------------

function buildSoupe(used: Offered[], s: number): Built {
  const p = split(used);
  const lines = offeredLines(SPECS.soupe, used, s);
  const added: string[] = [];
  const withOnion = !has(used, (i) => i.id === 'oignon');
  if (withOnion) add(lines, added, measured('oignon', Math.max(1, s / 4), 'pièce'));
  add(lines, added, measured('huile-d-olive', Math.max(1, s / 2), 'c. à soupe'));
  add(lines, added, measured('bouillon-de-legumes', 250 * s, 'ml'));
  add(lines, added, measured('sel', 1, 'pincée'));
  add(lines, added, measured('poivre', 1, 'pincée'));
  const main = [...p.veg, ...p.starch, ...p.pulses];
  const long = p.starch.length > 0 || p.pulses.length > 0;
  const cook = long ? 25 : 20;
  const title = `Velouté de ${listFr(names(main.slice(0, 3)))}`;
  const steps = [
    {
      time: 8 + 2 * main.length,
      explanation: `Épluchez, lavez et coupez en morceaux réguliers : ${listFr(names(main))}.`,
      tips: 'Des morceaux de même taille cuisent en même temps.',
    },
    {
      time: 5,
      explanation: `Dans une grande casserole, faites revenir ${withOnion || has(used, (i) => i.id === 'oignon') ? "l'oignon émincé" : 'les légumes'} 3 à 4 minutes dans l'huile d'olive, sans coloration.`,
    },
    {
      time: cook,
      explanation: `Ajoutez ${theList(names(main))}, couvrez de bouillon de légumes, portez à ébullition puis laissez cuire ${cook} minutes à feu doux, jusqu'à ce que tout soit bien tendre.`,
    },
    {
      time: 5,
      explanation: `Mixez finement${p.dairy.length ? ` avec ${theList(names(p.dairy, false))}` : ''}, salez, poivrez${p.spices.length ? ` et relevez de ${listFr(names(p.spices, false))}` : ''}.${p.cheese.length ? ` Servez parsemé de ${listFr(names(p.cheese, false))}.` : ''}${p.herbs.length ? ` Ajoutez ${theList(names(p.herbs, false))} au moment de servir.` : ''}`,
      tips: "Ajoutez un peu de bouillon ou d'eau si le velouté est trop épais.",
    },
  ];
  return {
    title,
    description: `Un velouté doux et réconfortant qui valorise ${theList(names(main))} : idéal pour finir les légumes du bac.`,
    lines,
    steps,
    prep: 15 + 2 * main.length,
    cook,
    added,
  };
}

function buildGratin(used: Offered[], s: number): Built {
  const p = split(used);
  const lines = offeredLines(SPECS.gratin, used, s);
  const added: string[] = [];
  if (!p.dairy.length) add(lines, added, measured('creme-liquide', 50 * s, 'ml'));
  if (!p.cheese.length) add(lines, added, measured('gruyere-rape', 30 * s, 'g'));
  add(lines, added, measured('ail', 1, 'pièce'));
  add(lines, added, measured('beurre-doux', 10, 'g'));
  add(lines, added, measured('sel', 1, 'pincée'));
  add(lines, added, measured('poivre', 1, 'pincée'));
  add(lines, added, measured('muscade', 1, 'pincée'));
  const main = [...p.veg, ...p.starch];
  const cook = p.starch.length ? 45 : 35;
  const cheese = p.cheese.length ? listFr(names(p.cheese, false)) : 'gruyère râpé';
  const title = `Gratin de ${listFr(names(main.slice(0, 3)))}${p.cheese[0] ? ` ${articled(lname(p.cheese[0].ing, p.cheese[0].text, false), 'à')}` : ''}`;
  const steps = [
    { time: 5, explanation: "Préchauffez le four à 190 °C. Frottez un plat à gratin avec la gousse d'ail coupée en deux puis beurrez-le." },
    {
      time: 10 + 2 * main.length,
      explanation: `Épluchez et taillez en fines rondelles : ${listFr(names(main))}.${p.protein.length ? ` Coupez ${theList(names(p.protein, false))} en petits morceaux et faites-${p.protein.length > 1 ? 'les' : 'le'} dorer 5 minutes à la poêle.` : ''}`,
    },
    {
      time: 5,
      explanation: `Disposez les légumes en couches dans le plat${p.protein.length ? `, en glissant ${theList(names(p.protein, false))} entre les couches` : ''}, salez, poivrez et ajoutez la muscade.${p.herbs.length ? ` Parsemez de ${listFr(names(p.herbs, false))}.` : ''}`,
    },
    {
      time: cook,
      explanation: `Nappez de ${p.dairy.length ? listFr(names(p.dairy, false)) : 'crème'}, couvrez de ${cheese} et enfournez ${cook} minutes, jusqu'à ce que le dessus soit doré et que la pointe d'un couteau s'enfonce sans résistance.`,
      tips: "Couvrez de papier d'aluminium à mi-cuisson si le dessus colore trop vite.",
    },
  ];
  return {
    title,
    description: `Un gratin fondant et doré qui recycle ${theList(names(main))}${p.cheese.length ? ` et ${theList(names(p.cheese, false))}` : ''}.`,
    lines,
    steps,
    prep: 15 + 2 * used.length,
    cook,
    added,
  };
}

function buildOmelette(used: Offered[], s: number): Built {
  const p = split(used);
  const lines = offeredLines(
    SPECS.omelette,
    used.filter((o) => roleOf(o) !== 'oeuf'),
    s,
  );
  const added: string[] = [];
  const eggs = used.find((o) => roleOf(o) === 'oeuf');
  if (eggs?.ing) lines.unshift(measured(eggs.ing.id, 2 * s, 'pièce')!);
  else add(lines, added, measured('oeuf', 2 * s, 'pièce'));
  add(lines, added, measured('huile-d-olive', 1, 'c. à soupe'));
  add(lines, added, measured('sel', 1, 'pincée'));
  add(lines, added, measured('poivre', 1, 'pincée'));
  const garnish = used.filter((o) => roleOf(o) !== 'oeuf');
  const toCook = [...p.veg, ...p.starch, ...p.protein.filter((o) => !readyToEat(o.ing))];
  const title = garnish.length
    ? `Omelette ${auList(names(garnish.filter((o) => roleOf(o) !== 'epice').slice(0, 3)))}`
    : 'Omelette nature aux fines herbes';
  const cookFilling = toCook.length ? (p.starch.length ? 15 : 7) : 0;
  const steps = [
    ...(toCook.length
      ? [
          {
            time: cookFilling + 5,
            explanation: `Coupez en petits morceaux ${theList(names(toCook))} et faites-les revenir ${cookFilling} minutes dans l'huile chaude, dans une grande poêle, jusqu'à ce qu'ils soient tendres et dorés.`,
          },
        ]
      : []),
    {
      time: 3,
      explanation: `Battez les œufs en omelette avec le sel et le poivre${p.dairy.length ? ` et ${theList(names(p.dairy, false))}` : ''}${p.herbs.length ? `, ajoutez ${theList(names(p.herbs, false))}` : ''}${p.spices.length ? ` et ${theList(names(p.spices, false))}` : ''}.`,
    },
    {
      time: 6,
      explanation: `Versez les œufs dans la poêle${garnish.length ? ` sur ${listFr(names(garnish.filter((o) => !p.herbs.includes(o) && !p.spices.includes(o) && !p.dairy.includes(o))))}` : ''}, laissez prendre à feu moyen en ramenant les bords vers le centre${p.cheese.length ? `, parsemez de ${listFr(names(p.cheese, false))}` : ''}, puis pliez l'omelette en deux et servez aussitôt.`,
      tips: "Retirez-la du feu quand le centre est encore baveux : elle finit de cuire dans l'assiette.",
    },
  ];
  return {
    title: fixFrench(title),
    description: `Une omelette généreuse, prête en quelques minutes, pour utiliser ${garnish.length ? listFr(names(garnish)) : 'vos œufs'}.`,
    lines,
    steps,
    prep: 5 + 2 * garnish.length,
    cook: cookFilling + 6,
    added,
  };
}

function buildPoelee(used: Offered[], s: number): Built {
  const p = split(used);
  const lines = offeredLines(SPECS.poelee, used, s);
  const added: string[] = [];
  add(lines, added, measured('huile-d-olive', Math.max(1, s / 2), 'c. à soupe'));
  add(lines, added, measured('ail', Math.max(1, s / 2), 'pièce'));
  add(lines, added, measured('herbes-de-provence', 1, 'c. à café'));
  add(lines, added, measured('sel', 1, 'pincée'));
  add(lines, added, measured('poivre', 1, 'pincée'));
  const main = [...p.starch, ...p.veg];
  const cook = p.starch.length ? 25 : 15;
  const prot = [...p.protein, ...p.pulses];
  const title = `Poêlée de ${listFr(names(main.slice(0, 3)))}${prot[0] ? ` et ${lname(prot[0].ing, prot[0].text)}` : ''}`;
  const steps = [
    { time: 8 + 2 * used.length, explanation: `Lavez, épluchez si besoin et coupez en dés : ${listFr(names(main))}. Émincez l'ail.` },
    ...(prot.length
      ? [
          {
            time: 8,
            explanation: `Faites saisir ${theList(names(prot))} en morceaux dans une cuillerée d'huile bien chaude, 5 à 6 minutes, puis réservez.`,
            tips: 'Ne remuez pas trop au début pour obtenir une belle coloration.',
          },
        ]
      : []),
    {
      time: cook,
      explanation: `Dans la même poêle, faites sauter ${theList(names(main))} dans le reste d'huile ${cook} minutes à feu moyen, en remuant régulièrement${p.starch.length ? ' (commencez par les pommes de terre, plus longues à cuire)' : ''}.`,
    },
    {
      time: 3,
      explanation: `Ajoutez l'ail, les herbes de Provence${prot.length ? ` et ${theList(names(prot))}` : ''}${p.herbs.length ? `, ${theList(names(p.herbs, false))}` : ''}, salez, poivrez, mélangez 2 minutes et servez bien chaud${p.cheese.length ? ` avec ${theList(names(p.cheese, false))}` : ''}.`,
    },
  ];
  return {
    title,
    description: `Une poêlée rustique et rapide pour ne rien perdre : ${listFr(names(used))}.`,
    lines,
    steps,
    prep: 10 + 2 * used.length,
    cook: cook + (prot.length ? 6 : 0),
    added,
  };
}

function buildSalade(used: Offered[], s: number): Built {
  const p = split(used);
  const lines = offeredLines(SPECS.salade, used, s);
  const added: string[] = [];
  add(lines, added, measured('huile-d-olive', Math.max(1, s / 2) + 1, 'c. à soupe'));
  add(lines, added, measured('vinaigre-de-vin', Math.max(1, s / 4), 'c. à soupe'));
  add(lines, added, measured('moutarde-de-dijon', 1, 'c. à café'));
  add(lines, added, measured('sel', 1, 'pincée'));
  add(lines, added, measured('poivre', 1, 'pincée'));
  const toCook = [
    ...p.grains,
    ...p.starch,
    ...p.eggs,
    ...p.protein.filter((o) => !readyToEat(o.ing)),
    ...p.pulses.filter((o) => o.ing && !/conserve|pois-chiches$|haricots|tofu|tempeh|houmous|falafel/.test(o.ing.id)),
  ];
  const cook = toCook.length ? (p.starch.length || p.pulses.some((o) => toCook.includes(o)) ? 20 : 12) : 0;
  const all = used.filter((o) => !p.herbs.includes(o));
  const title = `Salade composée ${listFr(names(all.slice(0, 3)))}`.replace(/ ([^ ]+)$/, ' $1');
  const steps = [
    ...(toCook.length
      ? [
          {
            time: cook,
            explanation: `Faites cuire ${theList(names(toCook))} à l'eau bouillante salée (ou à la poêle pour la viande et le poisson), le temps indiqué sur l'emballage ou jusqu'à ce que ce soit cuit à cœur, puis laissez refroidir.${p.eggs.length ? " Les œufs : 9 minutes pour qu'ils soient durs, puis écalez-les." : ''}`,
          },
        ]
      : []),
    {
      time: 8 + 2 * used.length,
      explanation: `Lavez et coupez en bouchées : ${listFr(names(used.filter((o) => !toCook.includes(o) && !p.herbs.includes(o))))}.`,
    },
    {
      time: 3,
      explanation:
        "Préparez la vinaigrette : fouettez la moutarde avec le vinaigre, le sel et le poivre, puis ajoutez l'huile d'olive en filet.",
    },
    {
      time: 2,
      explanation: `Réunissez tous les ingrédients dans un saladier, arrosez de vinaigrette${p.herbs.length ? `, parsemez de ${listFr(names(p.herbs, false))}` : ''} et mélangez délicatement au moment de servir.`,
      tips: 'Assaisonnez au dernier moment pour garder le croquant.',
    },
  ];
  return {
    title: capitalize(fixFrench(title)),
    description: `Une salade composée fraîche et complète, qui rassemble ${theList(names(all))}.`,
    lines,
    steps,
    prep: 10 + 2 * used.length,
    cook,
    added,
  };
}

function buildQuiche(used: Offered[], s: number): Built {
  const p = split(used);
  const lines = offeredLines(
    SPECS.quiche,
    used.filter((o) => roleOf(o) !== 'oeuf' && roleOf(o) !== 'produit-laitier'),
    s,
  );
  const added: string[] = [];
  const eggs = Math.max(2, Math.round((3 * s) / 4));
  add(lines, added, measured('pate-brisee', 1, 'pièce'));
  const eggOffered = used.find((o) => roleOf(o) === 'oeuf');
  if (eggOffered?.ing) lines.push(measured(eggOffered.ing.id, eggs, 'pièce')!);
  else add(lines, added, measured('oeuf', eggs, 'pièce'));
  const dairy = used.find((o) => roleOf(o) === 'produit-laitier');
  if (dairy?.ing) lines.push(lineFor(dairy.ing, 50 * s));
  else add(lines, added, measured('creme-liquide', 50 * s, 'ml'));
  add(lines, added, measured('sel', 1, 'pincée'));
  add(lines, added, measured('poivre', 1, 'pincée'));
  add(lines, added, measured('muscade', 1, 'pincée'));
  add(lines, added, measured('huile-d-olive', 1, 'c. à soupe'));
  const garnish = [...p.veg, ...p.protein, ...p.cheese];
  const toCook = [...p.veg, ...p.protein.filter((o) => !readyToEat(o.ing))];
  const title = `Quiche ${auList(names(garnish.slice(0, 3)))}`;
  const steps = [
    {
      time: 5,
      explanation: 'Préchauffez le four à 200 °C. Foncez un moule à tarte avec la pâte brisée et piquez le fond à la fourchette.',
    },
    ...(toCook.length
      ? [
          {
            time: 10,
            explanation: `Coupez ${theList(names(toCook))} en petits morceaux et faites-les revenir 8 minutes à la poêle dans l'huile d'olive, pour qu'ils rendent leur eau.`,
          },
        ]
      : []),
    {
      time: 4,
      explanation: `Battez les œufs avec ${dairy?.ing ? articled(lname(dairy.ing, dairy.text, false), 'le') : 'la crème'}, le sel, le poivre et la muscade${p.herbs.length ? `, puis ajoutez ${theList(names(p.herbs, false))}` : ''}.`,
    },
    {
      time: 35,
      explanation: `Répartissez ${theList(names(garnish))} sur la pâte, versez l'appareil aux œufs et enfournez 35 minutes, jusqu'à ce que la quiche soit dorée et prise au centre.`,
      tips: 'Laissez tiédir 5 minutes avant de démouler : elle se tiendra mieux.',
    },
  ];
  return {
    title: fixFrench(title),
    description: `Une quiche dorée et moelleuse qui donne une seconde vie ${listFr(names(garnish).map((n) => articled(n, 'à')))}.`,
    lines,
    steps,
    prep: 15 + 2 * garnish.length,
    cook: 35 + (toCook.length ? 8 : 0),
    added,
  };
}

function buildCurry(used: Offered[], s: number): Built {
  const p = split(used);
  const lines = offeredLines(SPECS.curry, used, s);
  const added: string[] = [];
  add(lines, added, measured('oignon', Math.max(1, s / 4), 'pièce'));
  add(lines, added, measured('ail', Math.max(1, s / 2), 'pièce'));
  add(lines, added, measured('gingembre', Math.max(5, 3 * s), 'g'));
  add(lines, added, measured('curry', Math.max(1, s / 2), 'c. à café'));
  add(lines, added, measured('lait-de-coco', 100 * s, 'ml'));
  add(lines, added, measured('huile-de-tournesol', 1, 'c. à soupe'));
  add(lines, added, measured('sel', 1, 'pincée'));
  if (!p.grains.length && !p.starch.length) add(lines, added, measured('riz-basmati', 70 * s, 'g'));
  const main = [...p.protein, ...p.pulses, ...p.veg, ...p.starch];
  const lentils = p.pulses.some((o) => o.ing && /lentilles-(vertes|blondes|corail)/.test(o.ing.id));
  const cook = lentils || p.starch.length ? 25 : 20;
  const title = `Curry de ${listFr(names(main.slice(0, 3)))} au lait de coco`;
  const steps = [
    {
      time: 8 + 2 * main.length,
      explanation: `Émincez l'oignon, hachez l'ail et le gingembre. Coupez en morceaux : ${listFr(names(main))}.`,
    },
    {
      time: 5,
      explanation:
        "Faites revenir l'oignon dans l'huile 3 minutes, ajoutez l'ail, le gingembre et le curry et remuez 1 minute jusqu'à ce que les épices embaument.",
    },
    {
      time: cook,
      explanation: `Ajoutez ${theList(names(main))}, mélangez pour les enrober d'épices, versez le lait de coco et laissez mijoter ${cook} minutes à couvert, jusqu'à ce que tout soit tendre. Salez.`,
      tips: "Ajoutez un peu d'eau si la sauce épaissit trop.",
    },
    {
      time: 3,
      explanation: `${p.grains.length ? `Pendant la cuisson, faites cuire ${theList(names(p.grains))} selon les indications du paquet, puis servez le curry avec` : p.starch.length ? 'Servez bien chaud' : "Pendant la cuisson, faites cuire le riz basmati à l'eau bouillante salée (10 à 12 minutes), puis servez le curry avec le riz"}${p.herbs.length ? `, parsemé de ${listFr(names(p.herbs, false))}` : ''}.`,
    },
  ];
  return {
    title,
    description: `Un curry doux et parfumé au lait de coco, parfait pour écouler ${theList(names(main))}.`,
    lines,
    steps,
    prep: 12 + 2 * main.length,
    cook: cook + 5,
    added,
  };
}

function buildRisotto(used: Offered[], s: number): Built {
  const p = split(used);
  const riceOffered = p.grains.find((o) => o.ing && /riz/.test(o.ing.id));
  const lines = offeredLines(
    SPECS.risotto,
    used.filter((o) => o !== riceOffered),
    s,
  );
  const added: string[] = [];
  if (riceOffered?.ing) lines.unshift(lineFor(riceOffered.ing, 80 * s));
  else add(lines, added, measured('riz-arborio', 80 * s, 'g'));
  add(lines, added, measured('oignon', Math.max(1, s / 4), 'pièce'));
  add(lines, added, measured('bouillon-de-legumes', 250 * s, 'ml'));
  add(lines, added, measured('huile-d-olive', 1, 'c. à soupe'));
  if (!p.cheese.length) add(lines, added, measured('parmesan', 15 * s, 'g'));
  add(lines, added, measured('beurre-doux', 5 * s, 'g'));
  add(lines, added, measured('sel', 1, 'pincée'));
  add(lines, added, measured('poivre', 1, 'pincée'));
  const garnish = [...p.veg, ...p.protein];
  const cheese = p.cheese.length ? theList(names(p.cheese, false)) : 'le parmesan';
  const title = `Risotto ${auList(names([...garnish, ...p.cheese].slice(0, 3)))}`;
  const steps = [
    {
      time: 8 + 2 * garnish.length,
      explanation: `Émincez l'oignon. Coupez en petits dés : ${listFr(names(garnish))}. Faites chauffer le bouillon.`,
    },
    { time: 6, explanation: `Faites revenir ${theList(names(garnish))} 5 minutes dans l'huile d'olive, puis réservez.` },
    {
      time: 20,
      explanation:
        "Dans la même casserole, faites suer l'oignon, ajoutez le riz et nacrez-le 2 minutes. Versez le bouillon chaud louche par louche, en remuant, en attendant qu'il soit absorbé avant d'en ajouter, pendant 18 minutes environ.",
      tips: 'Le riz doit rester légèrement ferme au cœur.',
    },
    {
      time: 3,
      explanation: `Hors du feu, incorporez ${theList(names(garnish))}, le beurre et ${cheese}${p.herbs.length ? `, puis ${theList(names(p.herbs, false))}` : ''}. Salez, poivrez, couvrez 1 minute et servez.`,
    },
  ];
  return {
    title: fixFrench(title),
    description: `Un risotto crémeux et réconfortant qui met en valeur ${theList(names([...garnish, ...p.cheese]))}.`,
    lines,
    steps,
    prep: 10 + 2 * garnish.length,
    cook: 26,
    added,
  };
}

function buildWok(used: Offered[], s: number): Built {
  const p = split(used);
  const lines = offeredLines(SPECS.wok, used, s);
  const added: string[] = [];
  add(lines, added, measured('sauce-soja', Math.max(1, s / 2) + 1, 'c. à soupe'));
  add(lines, added, measured('ail', Math.max(1, s / 2), 'pièce'));
  add(lines, added, measured('gingembre', Math.max(5, 3 * s), 'g'));
  add(lines, added, measured('huile-de-tournesol', 1, 'c. à soupe'));
  if (!p.grains.length) add(lines, added, measured('nouilles-de-riz', 70 * s, 'g'));
  const prot = [...p.protein, ...p.pulses];
  const veg = [...p.veg, ...p.starch];
  const title = `Wok de ${listFr(names([...prot, ...veg].slice(0, 3)))} sauté à la sauce soja`;
  const base = p.grains[0] ? lname(p.grains[0].ing, p.grains[0].text) : 'les nouilles de riz';
  const steps = [
    {
      time: 8 + 2 * used.length,
      explanation: `Émincez finement l'ail et le gingembre. Taillez en lanières : ${listFr(names([...prot, ...veg]))}.`,
    },
    { time: 5, explanation: `Faites cuire ${base} selon les indications du paquet, égouttez et réservez.` },
    ...(prot.length
      ? [{ time: 5, explanation: `Dans le wok très chaud, saisissez ${theList(names(prot))} 3 à 4 minutes dans l'huile, puis réservez.` }]
      : []),
    {
      time: 6,
      explanation: `Faites sauter ${veg.length ? listFr(names(veg)) : 'les légumes'} avec l'ail et le gingembre 4 à 5 minutes à feu vif : ils doivent rester croquants.`,
    },
    {
      time: 2,
      explanation: `Remettez tout dans le wok${prot.length ? `, y compris ${theList(names(prot))}` : ''}, arrosez de sauce soja, mélangez 1 minute${p.herbs.length ? `, parsemez de ${listFr(names(p.herbs, false))}` : ''}${p.nuts.length ? ` et de ${listFr(names(p.nuts))}` : ''} et servez.`,
    },
  ];
  return {
    title: fixFrench(title),
    description: `Un wok express, croquant et parfumé, pour utiliser ${theList(names(used))}.`,
    lines,
    steps,
    prep: 12 + 2 * used.length,
    cook: 12,
    added,
  };
}

function buildCompote(used: Offered[], s: number): Built {
  const p = split(used);
  const lines = offeredLines(SPECS.compote, used, s);
  const added: string[] = [];
  if (!p.sweet.length) add(lines, added, measured('sucre-roux', 8 * s, 'g'));
  if (!p.spices.length) add(lines, added, measured('extrait-de-vanille', 1, 'c. à café'));
  add(lines, added, measured('eau', 15 * s, 'ml'));
  const title = `Compote de ${listFr(names(p.fruit.slice(0, 3)))}`;
  const steps = [
    { time: 10 + p.fruit.length, explanation: `Épluchez, épépinez ou dénoyautez et coupez en morceaux : ${listFr(names(p.fruit))}.` },
    {
      time: 20,
      explanation: `Mettez les fruits dans une casserole avec l'eau, ${p.sweet.length ? theList(names(p.sweet, false)) : 'le sucre'} et ${p.spices.length ? theList(names(p.spices, false)) : 'la vanille'}. Couvrez et laissez compoter 20 minutes à feu doux en remuant de temps en temps.`,
    },
    {
      time: 2,
      explanation: 'Écrasez à la fourchette pour une compote rustique ou mixez pour une texture lisse. Servez tiède ou froide.',
      tips: 'Elle se garde 4 jours au réfrigérateur dans un bocal fermé.',
    },
  ];
  return {
    title,
    description: `Une compote maison toute simple pour sauver ${theList(names(p.fruit))} trop mûrs.`,
    lines,
    steps,
    prep: 10 + p.fruit.length,
    cook: 20,
    added,
  };
}

function buildCrumble(used: Offered[], s: number): Built {
  const p = split(used);
  const lines = offeredLines(SPECS.crumble, used, s);
  const added: string[] = [];
  add(lines, added, measured('farine-de-ble', 25 * s, 'g'));
  add(lines, added, measured('beurre-doux', 20 * s, 'g'));
  if (!p.sweet.length) add(lines, added, measured('sucre-roux', 20 * s, 'g'));
  if (!p.nuts.length && !p.grains.length) add(lines, added, measured('flocons-d-avoine', 10 * s, 'g'));
  const title = `Crumble ${auList(names(p.fruit.slice(0, 3)))}`;
  const steps = [
    { time: 5, explanation: 'Préchauffez le four à 180 °C.' },
    {
      time: 10,
      explanation: `Coupez en morceaux : ${listFr(names(p.fruit))}, et répartissez-les dans un plat allant au four${p.spices.length ? `, saupoudrés de ${listFr(names(p.spices, false))}` : ''}.`,
    },
    {
      time: 5,
      explanation: `Du bout des doigts, sablez la farine avec le beurre froid en dés, ${p.sweet.length ? theList(names(p.sweet, false)) : 'le sucre'}${p.nuts.length ? ` et ${theList(names(p.nuts))} concassés` : p.grains.length ? ` et ${theList(names(p.grains))}` : " et les flocons d'avoine"} jusqu'à obtenir une pâte grumeleuse.`,
    },
    {
      time: 30,
      explanation: "Parsemez la pâte sur les fruits et enfournez 30 minutes, jusqu'à ce que le dessus soit bien doré.",
      tips: 'Délicieux tiède avec une cuillerée de yaourt.',
    },
  ];
  return {
    title: fixFrench(title),
    description: `Un crumble croustillant et fondant pour ne pas gaspiller ${theList(names(p.fruit))}.`,
    lines,
    steps,
    prep: 15,
    cook: 30,
    added,
  };
}

function buildSmoothie(used: Offered[], s: number): Built {
  const p = split(used);
  const lines = offeredLines(SPECS.smoothie, used, s);
  const added: string[] = [];
  if (!p.dairy.length) add(lines, added, measured('yaourt-nature', 1 * s, 'pièce'));
  if (!p.dairy.some((o) => o.ing?.id.startsWith('lait'))) add(lines, added, measured('lait-demi-ecreme', 80 * s, 'ml'));
  if (!p.sweet.length) add(lines, added, measured('miel', Math.max(1, s / 2), 'c. à café'));
  const title = `Smoothie ${p.fruit
    .map((o) => lname(o.ing, o.text, false))
    .slice(0, 3)
    .join('-')}`;
  const steps = [
    { time: 4, explanation: `Épluchez et coupez en morceaux : ${listFr(names(p.fruit))}.` },
    {
      time: 2,
      explanation: `Mixez les fruits avec ${listFr([...names(p.dairy, false).map((n) => articled(n, 'le')), ...(p.dairy.length ? [] : ['le yaourt', 'le lait'])])}${p.sweet.length ? `, ${theList(names(p.sweet, false))}` : ' et le miel'}${p.nuts.length || p.grains.length ? ` et ${theList(names([...p.nuts, ...p.grains]))}` : ''} jusqu'à obtenir une texture bien lisse. Servez aussitôt, bien frais.`,
      tips: 'Des fruits congelés le rendent plus épais et très frais.',
    },
  ];
  return {
    title,
    description: `Un smoothie onctueux et vitaminé pour utiliser ${theList(names(p.fruit))} bien mûrs.`,
    lines,
    steps,
    prep: 6,
    cook: 0,
    added,
  };
}

function buildClafoutis(used: Offered[], s: number): Built {
  const p = split(used);
  const lines = offeredLines(
    SPECS.clafoutis,
    used.filter((o) => roleOf(o) !== 'oeuf' && roleOf(o) !== 'produit-laitier'),
    s,
  );
  const added: string[] = [];
  const eggs = Math.max(2, Math.round(s / 2) + 1);
  const egg = used.find((o) => roleOf(o) === 'oeuf');
  if (egg?.ing) lines.push(measured(egg.ing.id, eggs, 'pièce')!);
  else add(lines, added, measured('oeuf', eggs, 'pièce'));
  const milk = used.find((o) => roleOf(o) === 'produit-laitier');
  if (milk?.ing) lines.push(lineFor(milk.ing, 60 * s));
  else add(lines, added, measured('lait-demi-ecreme', 60 * s, 'ml'));
  add(lines, added, measured('farine-de-ble', 15 * s, 'g'));
  if (!p.sweet.length) add(lines, added, measured('sucre-en-poudre', 18 * s, 'g'));
  add(lines, added, measured('beurre-doux', 10, 'g'));
  const title = `Clafoutis ${auList(names(p.fruit.slice(0, 3)))}`;
  const steps = [
    { time: 5, explanation: 'Préchauffez le four à 180 °C et beurrez un plat à gratin.' },
    { time: 8, explanation: `Lavez et coupez en morceaux si besoin : ${listFr(names(p.fruit))}. Disposez-les dans le plat.` },
    {
      time: 5,
      explanation: `Fouettez les œufs avec ${p.sweet.length ? theList(names(p.sweet, false)) : 'le sucre'}, ajoutez la farine puis ${milk?.ing ? articled(lname(milk.ing, milk.text, false), 'le') : 'le lait'} petit à petit pour obtenir une pâte lisse.`,
    },
    {
      time: 35,
      explanation: "Versez la pâte sur les fruits et enfournez 35 minutes, jusqu'à ce que le clafoutis soit doré et pris.",
      tips: 'Servez tiède ou froid.',
    },
  ];
  return {
    title: fixFrench(title),
    description: `Un clafoutis moelleux et généreux qui sauve ${theList(names(p.fruit))}.`,
    lines,
    steps,
    prep: 15,
    cook: 35,
    added,
  };
}

export const BUILDERS: Record<TemplateId, (used: Offered[], servings: number) => Built> = {
  soupe: buildSoupe,
  gratin: buildGratin,
  omelette: buildOmelette,
  poelee: buildPoelee,
  salade: buildSalade,
  quiche: buildQuiche,
  curry: buildCurry,
  risotto: buildRisotto,
  wok: buildWok,
  compote: buildCompote,
  crumble: buildCrumble,
  smoothie: buildSmoothie,
  clafoutis: buildClafoutis,
};
