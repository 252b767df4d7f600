// The move controls as data, from a table message's `actions`: which buttons to show at each step.
// No DOM here. The steps are the turn prompt's (bot/speech/menus.py): where the actions read as
// "which piece, then where", the pieces come first, at every depth of their menu path (`group`,
// worded as Discord's menus word it); every action stays reachable.

/** Each group at `depth` that holds several actions, with the board thing (`at` key) all its actions
 * are about and no other such group's all are: its piece (null: a kind of move, or a page of one
 * piece's places). As `own_keys` in bot/speech/menus.py. */
export function ownKeys(actions, depth = 0) {
  const groups = new Map();
  for (const action of actions) {
    const name = groupAt(action, depth);
    if (!name) continue;
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name).push(action);
  }
  const common = new Map();
  for (const [name, held] of groups) {
    if (held.length < 2) continue;
    common.set(name, new Set((held[0].at || []).filter((k) => held.every((a) => (a.at || []).includes(k)))));
  }
  const out = new Map();
  for (const [name, keys] of common) {
    const others = new Set();
    for (const [other, theirs] of common) if (other !== name) for (const k of theirs) others.add(k);
    out.set(name, (groups.get(name)[0].at || []).find((k) => keys.has(k) && !others.has(k)) || null);
  }
  return out;
}

/** Whether the actions read as "which piece, then where" at `depth`: two groups or more of several
 * actions, each about a board thing of its own (Timbuktu's camels, Tobago's clue cards), as the
 * turn prompt's `pieces` (bot/speech/menus.py). */
export function byPiece(actions, depth = 0) {
  return [...ownKeys(actions, depth).values()].filter(Boolean).length >= 2;
}

/** The actions still open after the pieces of `path` were picked (outer first). */
export function within(actions, path = []) {
  return actions.filter((a) => path.every((name, depth) => groupAt(a, depth) === name));
}

/** The buttons of one step: `{label, action}` plays, `{label, piece}` opens that piece's places
 * (the next step's path is `path` and `piece`). `path`: the pieces picked so far ([]: the first step). */
export function buttons(actions, path = []) {
  const open = within(actions, path);
  const depth = path.length;
  if (!byPiece(open, depth)) return open.map(play);
  const branches = []; // in the order the actions name them
  for (const action of open) {
    const name = groupAt(action, depth);
    const branch = name && branches.find((b) => b.name === name);
    if (branch) branch.actions.push(action);
    else branches.push({ name, actions: [action] });
  }
  return branches.map((b) => (b.actions.length > 1 ? { label: b.name, piece: b.name } : play(b.actions[0])));
}

/** How much of a picked path still stands among these actions (after a new version arrives):
 * the longest start of it whose every piece is still a piece. */
export function stillThere(actions, path) {
  const kept = [];
  for (const name of path || []) {
    if (!buttons(actions, kept).some((choice) => choice.piece === name)) break;
    kept.push(name);
  }
  return kept;
}

function groupAt(action, depth) {
  return (action.group && action.group[depth]) || "";
}

function play(action) {
  return { label: action.label, action: action.id };
}

/** The board's regions of one step: the same step as `buttons(actions, path)`, each button that
 * the board can stand for as `{label, key, polygons, ids}` plus its `action` or `piece` (`ids`: the
 * actions it leads to). A piece stands on the board as its own `at` key (`ownKeys`); a move as the
 * last of its `at` keys that no other choice of the step has. Everything else stays
 * a button. */
export function boardStep(actions, regions, path = []) {
  regions = regions || {};
  const step = buttons(actions, path);
  const open = within(actions, path);
  const owners = ownKeys(open, path.length);
  const held = (choice) =>
    choice.piece !== undefined
      ? open.filter((a) => groupAt(a, path.length) === choice.piece)
      : open.filter((a) => a.id === choice.action);
  const candidates = step.map((choice) => {
    const own = held(choice);
    if (!own.length || own.some((a) => !a.at || !a.at.length)) return [];
    if (choice.piece !== undefined) {
      const key = owners.get(choice.piece);
      return key ? [key] : [];
    }
    return [...new Set(own[0].at)].reverse(); // the last key first: where the move ends
  });
  // first each choice's own key (a move's last), where no other choice wants it; then, for those
  // left, an earlier key of theirs that nobody else wants (a restarted map's clue: the card)
  const keys = candidates.map(() => null);
  const wanted = tally(candidates.map((c) => c.slice(0, 1)));
  candidates.forEach((c, i) => {
    if (c.length && wanted.get(c[0]) === 1) keys[i] = c[0];
  });
  const left = tally(candidates.map((c, i) => (keys[i] ? [] : c.slice(1))));
  candidates.forEach((c, i) => {
    if (!keys[i]) keys[i] = c.slice(1).find((k) => !wanted.has(k) && left.get(k) === 1) || null;
  });
  const out = [];
  step.forEach((choice, i) => {
    const key = keys[i];
    if (key && regions[key] && regions[key].length) {
      out.push({ ...choice, key, polygons: regions[key], ids: held(choice).map((a) => a.id) });
    }
  });
  return out;
}

function tally(lists) {
  const counts = new Map();
  for (const list of lists) for (const key of list) counts.set(key, (counts.get(key) || 0) + 1);
  return counts;
}
