// The move controls as data, from a table message's `actions`: which buttons to show at each step.
// No DOM here. Mirrors the turn prompt (bot/speech/menus.py): every action stays reachable, and
// where the actions read as "which piece, then where", the pieces come first.

/** Whether the actions read as "which piece, then where": two first group names or more that
 * each hold several actions (Timbuktu's camels and their places). */
export function byPiece(actions) {
  const sizes = new Map();
  for (const action of actions) {
    const name = firstGroup(action);
    if (name) sizes.set(name, (sizes.get(name) || 0) + 1);
  }
  return [...sizes.values()].filter((size) => size > 1).length >= 2;
}

/** The buttons of one step: `{label, action}` plays, `{label, piece}` opens that piece's places.
 * `piece` is the piece picked (null: the first step). */
export function buttons(actions, piece = null) {
  if (piece !== null) {
    return actions.filter((a) => firstGroup(a) === piece).map(play);
  }
  if (!byPiece(actions)) return actions.map(play);
  const branches = []; // in the order the actions name them
  for (const action of actions) {
    const name = firstGroup(action);
    const branch = name && branches.find((b) => b.name === name);
    if (branch) branch.actions.push(action);
    else branches.push({ name, actions: [action] });
  }
  return branches.map((b) => (b.actions.length > 1 ? { label: b.name, piece: b.name } : play(b.actions[0])));
}

/** Whether a picked piece still has places among these actions (after a new version arrives). */
export function stillThere(actions, piece) {
  return piece !== null && byPiece(actions) && actions.filter((a) => firstGroup(a) === piece).length > 1;
}

function firstGroup(action) {
  return (action.group && action.group[0]) || "";
}

function play(action) {
  return { label: action.label, action: action.id };
}

/** The board's regions of one step: the same step as `buttons(actions, piece)`, each button that
 * the board can stand for as `{label, key, polygons}` plus its `action` or `piece`. A piece stands
 * on the board as the one `at` key all its actions start with (no other piece's); a move as its
 * last `at` key, when no other move of the step ends on it. Everything else stays a button. */
export function boardStep(actions, regions, piece = null) {
  regions = regions || {};
  const step = buttons(actions, piece);
  const inStep = (choice) =>
    choice.piece !== undefined
      ? actions.filter((a) => firstGroup(a) === choice.piece)
      : actions.filter((a) => a.id === choice.action);
  const keyOf = (choice) => {
    const own = inStep(choice);
    if (!own.length || own.some((a) => !a.at || !a.at.length)) return null;
    if (choice.piece !== undefined) {
      const first = own[0].at[0];
      return own.every((a) => a.at[0] === first) ? first : null;
    }
    return own[0].at[own[0].at.length - 1];
  };
  const keys = step.map(keyOf);
  const counts = new Map();
  for (const key of keys) if (key) counts.set(key, (counts.get(key) || 0) + 1);
  const out = [];
  step.forEach((choice, i) => {
    const key = keys[i];
    if (key && counts.get(key) === 1 && regions[key] && regions[key].length) {
      out.push({ ...choice, key, polygons: regions[key] });
    }
  });
  return out;
}
