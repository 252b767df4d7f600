// The live board inside Discord: sign in through Discord's Embedded App SDK, then show one table
// over the socket of docs/live-board.md. Same origin only: the SDK is served by our own server.

import { boardStep, buttons, stillThere } from "./moves.js";
import { wordsFor } from "./words.js";

const QUERY = new URLSearchParams(location.search);
const REFUSED = 4401; // the server's close code for a person it will not serve: never retried
const RETRY_MS = [500, 1000, 2000, 4000, 8000, 15000];

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
const FINGER = 32; // CSS px: a region smaller than this on a phone is zoomed to before it is taken
const MAX_ZOOM = 6;

const live = {
  token: null,
  socket: null,
  retries: 0,
  table: null, // the newest "table" message
  chosen: null, // the table this person opened from a "choose" list, opened again on reconnect
  path: [], // the pieces picked so far in "which piece, then where" (outer first)
  hint: null, // the "hint" message shown, for the version it was asked at
  weighing: null, // a move tapped on a touch screen, asked about before it is played: {action, label, version}
  zoom: { scale: 1, x: 0, y: 0 }, // the board's (image and regions together), in CSS px of its box
  words: wordsFor(navigator.language), // the person's language until a table names its own
};

start();
watchZoom();

async function start() {
  wordPage();
  if (!QUERY.get("frame_id") || !QUERY.get("instance_id")) {
    return notice(live.words.outside);
  }
  notice(live.words.connecting);
  try {
    const sdkUrl = document.querySelector('meta[name="sdk"]').content;
    const [{ DiscordSDK }, config] = await Promise.all([import(sdkUrl), getJson("/config.json")]);
    const sdk = new DiscordSDK(config.client_id);
    await sdk.ready();
    notice(live.words.signing_in);
    const { code } = await sdk.commands.authorize({
      client_id: config.client_id,
      response_type: "code",
      state: "",
      prompt: "none",
      scope: ["identify"],
    });
    const { access_token } = await postJson("/api/token", { code });
    await sdk.commands.authenticate({ access_token });
    live.token = access_token;
  } catch (error) {
    return notice(`${live.words.sign_in_failed} ${reason(error)}`.trim());
  }
  connect();
}

// --- the socket ---------------------------------------------------------------------------------

function connect() {
  const url = new URL("/api/live", location.href);
  url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
  const socket = new WebSocket(url);
  live.socket = socket;
  socket.addEventListener("open", () => {
    send({ type: "hello", access_token: live.token, instance_id: QUERY.get("instance_id"), locale: navigator.language });
  });
  socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  socket.addEventListener("close", (event) => {
    if (live.socket !== socket) return;
    live.socket = null;
    if (event.code === REFUSED) return;
    const delay = RETRY_MS[Math.min(live.retries, RETRY_MS.length - 1)];
    live.retries += 1;
    lost();
    setTimeout(connect, delay);
  });
}

function send(message) {
  if (live.socket && live.socket.readyState === WebSocket.OPEN) {
    live.socket.send(JSON.stringify(message));
    return true;
  }
  lost();
  return false;
}

/** Say the connection is gone: under the moves of a table shown, else instead of the page. */
function lost() {
  if (!$("table").hidden) status(live.words.reconnecting);
  else notice(live.words.reconnecting); // a list of tables cannot be opened meanwhile
}

function receive(message) {
  switch (message.type) {
    case "table":
      reconnected();
      return showTable(message);
    case "choose":
      reconnected();
      return showChoice(message.tables);
    case "hint":
      enableMoves(true);
      return showHint(message);
    case "weighed":
      return weighed(message);
    case "done":
    case "error":
      live.weighing = null; // a weighing refused (the table moved on) is over too
      enableMoves(true);
      return status(message.text);
    case "refused":
      return refuse(message.text);
  }
}

// --- what the page shows ------------------------------------------------------------------------

function showTable(message) {
  const lists = { events: message.events || [], private: message.private || [], actions: message.actions || [],
                  regions: message.regions || {} };
  const table = { ...message, ...lists }; // a list left out (or null) is empty
  const before = live.table;
  const moved = !before || before.table !== table.table || before.version !== table.version;
  live.table = table;
  live.chosen = table.table;
  live.words = wordsFor(table.locale);
  document.documentElement.lang = table.locale || "en";
  wordPage();
  document.title = `${table.title} · ${live.words.live_board}`;
  show("table");
  $("table").dataset.version = table.version; // which version is shown: for tests and for anyone inspecting
  $("title").textContent = table.title;
  $("turn").textContent = table.over && table.result ? table.result : table.turn;
  $("watching").hidden = table.seat !== null;
  const board = $("board");
  if (board.getAttribute("src") !== table.board) board.src = table.board;
  board.alt = table.alt;
  // where the decision at hand happens, drawn for a phone: above the board, for the seat deciding
  const focus = $("focus");
  $("focus-figure").hidden = !table.focus;
  if (table.focus && focus.getAttribute("src") !== table.focus) focus.src = table.focus;
  focus.alt = table.focus_alt || "";
  lines($("events-list"), table.events);
  $("events").hidden = !table.events.length;
  lines($("private-list"), table.private);
  $("private").hidden = !table.private.length;
  live.path = moved ? [] : stillThere(table.actions, live.path); // a new position: pieces first
  if (moved) showHint(null); // a hint is about the position it was asked at
  if (moved) showConfirm(null); // and so is a move waiting to be confirmed
  if (moved) zoomTo(1, 0, 0); // a new position: the whole board again
  showMoves();
}

function showMoves() {
  const actions = live.table.actions;
  const box = $("moves-list");
  box.replaceChildren();
  $("moves").hidden = !actions.length;
  for (const choice of buttons(actions, live.path)) {
    box.append(button(choice.label, () => (choice.piece ? pick([...live.path, choice.piece]) : play(choice.action))));
  }
  if (live.path.length) {
    box.append(button(live.words.back, () => pick(live.path.slice(0, -1)), "back"));
  }
  if (live.table.hint) {
    box.append(button(live.words.hint, askHint, "hint"));
  }
  $("moves-heading").textContent = live.path.length ? `${live.words.moves}: ${live.path.join(" › ")}` : live.words.moves;
  drawRegions();
}

/** The current step's regions over the board: each a button (role, focus, Enter) that does what
 * the button of the same label does; only this step's are present. */
function drawRegions() {
  const svg = $("regions");
  const table = live.table;
  svg.replaceChildren();
  const step = table && table.size ? boardStep(table.actions, table.regions, live.path) : [];
  svg.toggleAttribute("hidden", !step.length); // an <svg> has no `hidden` property: the attribute itself
  if (!step.length) return;
  svg.setAttribute("viewBox", `0 0 ${table.size[0]} ${table.size[1]}`);
  svg.setAttribute("preserveAspectRatio", "none");
  svg.setAttribute("aria-label", live.words.board);
  svg.classList.remove("busy");
  for (const choice of step) {
    const region = document.createElementNS(SVG, "g");
    region.setAttribute("role", "button");
    region.setAttribute("tabindex", "0");
    region.setAttribute("aria-label", choice.label);
    region.dataset.key = choice.key;
    if (live.hint && live.hint.moves.some((m) => choice.ids.includes(m.id))) {
      region.classList.add("hinted"); // a hint's move (or the piece it starts with), on the board too
    }
    for (const points of choice.polygons) {
      const polygon = document.createElementNS(SVG, "polygon");
      polygon.setAttribute("points", points.map(([x, y]) => `${x},${y}`).join(" "));
      region.append(polygon);
    }
    const take = (touch = false) => {
      if (choice.piece !== undefined) return pick([...live.path, choice.piece], true);
      return touch ? weigh(choice) : play(choice.action);
    };
    region.addEventListener("click", (event) => {
      if (zoomFirst(region)) return; // a phone's tap on a small region: zoomed to, the next tap takes it
      take(touched(event)); // a finger may slip: a move for good is confirmed first
    });
    region.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        take();
      }
    });
    svg.append(region);
  }
}

/** The pieces picked so far ([]: back to the first step); from the board, the focus stays there. */
function pick(path, onBoard = false) {
  live.path = path;
  zoomTo(1, 0, 0); // the places may lie anywhere: the whole board, zoomed again on a tap if small
  showMoves();
  const region = onBoard && $("regions").querySelector('[role="button"]');
  const first = region || $("moves-list").querySelector("button");
  if (first) first.focus({ preventScroll: Boolean(region) });
}

function play(action) {
  if (send({ type: "play", action, version: live.table.version })) {
    enableMoves(false);
    status(live.words.sending);
  }
}

/** Whether a click came from a finger (a browser whose click is no PointerEvent: its screen says). */
function touched(event) {
  return event.pointerType ? event.pointerType === "touch" : window.matchMedia("(pointer: coarse)").matches;
}

/** A move tapped on a touch screen: asked whether it could never be taken back ("weigh"); such a
 * move waits for the person to confirm it, any other is played at once. */
function weigh(choice) {
  const version = live.table.version;
  if (send({ type: "weigh", action: choice.action, version })) {
    live.weighing = { action: choice.action, label: choice.label, version };
    enableMoves(false);
  }
}

function weighed(message) {
  const asked = live.weighing;
  live.weighing = null;
  if (!asked || !live.table || message.action !== asked.action || message.version !== live.table.version) {
    return enableMoves(true); // the position moved on meanwhile: nothing is played
  }
  if (message.final) return showConfirm(asked);
  play(asked.action);
}

/** "This move cannot be taken back": the move's label, Play and Cancel; null hides it. */
function showConfirm(asked) {
  $("confirm").hidden = !asked;
  const list = $("confirm-buttons");
  list.replaceChildren();
  if (!asked) return;
  enableMoves(false);
  $("confirm-move").textContent = asked.label;
  list.append(button(live.words.confirm_play, () => {
    showConfirm(null);
    play(asked.action);
  }, "confirm"));
  list.append(button(live.words.cancel, () => {
    showConfirm(null);
    enableMoves(true);
  }));
  list.querySelector("button").focus();
}

function askHint() {
  if (send({ type: "hint", version: live.table.version })) {
    enableMoves(false);
    status(live.words.thinking);
  }
}

/** The hint's moves, each a button that plays it as the move buttons do; null: none shown. */
function showHint(message) {
  const shown = message && live.table && message.table === live.table.table && message.version === live.table.version;
  live.hint = shown ? message : null;
  $("hint").hidden = !shown;
  const list = $("hint-list");
  list.replaceChildren();
  drawRegions();
  if (!shown) return;
  status("");
  $("hint-heading").textContent = message.text;
  for (const move of message.moves || []) {
    const item = document.createElement("li");
    item.append(button(move.label, () => play(move.id)));
    for (const line of [move.figure, move.reason]) {
      if (!line) continue;
      const p = document.createElement("p");
      p.textContent = line;
      item.append(p);
    }
    list.append(item);
  }
}

function enableMoves(on) {
  for (const b of document.querySelectorAll("#moves-list button, #hint-list button")) b.disabled = !on;
  $("regions").classList.toggle("busy", !on);
}

function showChoice(tables) {
  const open = tables.find((t) => t.id === live.chosen);
  if (open) return send({ type: "open", table: open.id }); // a reconnect: the same table again
  show("choose");
  const list = $("choose-list");
  list.replaceChildren();
  for (const t of tables) {
    const item = document.createElement("li");
    const b = button(t.title, () => {
      live.chosen = t.id;
      send({ type: "open", table: t.id });
    });
    const details = [t.status, t.your_turn ? live.words.your_turn : "", players(t.players)].filter(Boolean);
    if (details.length) {
      const more = document.createElement("span");
      more.className = "details";
      more.textContent = details.join(" · ");
      b.append(more);
    }
    item.append(b);
    list.append(item);
  }
}

function reconnected() {
  if (live.retries) status("");
  live.retries = 0;
}

function refuse(text) {
  live.socket = null; // its close (4401) is the end: no reconnect
  show("none");
  notice(text);
}

// --- small helpers ------------------------------------------------------------------------------

/** Which part shows: "table", "choose" or "none" (only the notice). */
function show(part) {
  $("table").hidden = part !== "table";
  $("choose").hidden = part !== "choose";
  $("notice").hidden = part !== "none";
}

function notice(text) {
  show("none");
  $("notice").textContent = text;
}

function status(text) {
  $("status").textContent = text;
}

function wordPage() {
  for (const element of document.querySelectorAll("[data-word]")) {
    element.textContent = live.words[element.dataset.word];
  }
  if (!live.table) document.title = live.words.live_board;
}

function button(label, onClick, className = "") {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  if (className) b.className = className;
  b.addEventListener("click", onClick);
  return b;
}

function lines(list, texts) {
  list.replaceChildren(
    ...texts.map((text) => {
      const item = document.createElement("li");
      item.textContent = text;
      return item;
    }),
  );
}

function players(value) {
  return Array.isArray(value) ? value.join(", ") : value || "";
}

function reason(error) {
  return (error && (error.message || error.error)) || "";
}

async function getJson(path) {
  const response = await fetch(path, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

async function postJson(path, body) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer.error || `${path}: ${response.status}`);
  return answer;
}

// --- zoom and pan: the image and its regions move together ----------------------------------------

function smallScreen() {
  return window.matchMedia("(pointer: coarse)").matches || window.innerWidth < 720;
}

/** On a phone, a tap on a region smaller than a finger zooms around it until this step's regions
 * are FINGER px at least; true when it did (the tap takes nothing). */
function zoomFirst(region) {
  if (!smallScreen()) return false;
  const sizes = [...$("regions").querySelectorAll('[role="button"]')].map((r) => {
    const box = r.getBoundingClientRect();
    return Math.min(box.width, box.height);
  });
  const smallest = Math.min(...sizes);
  if (!(smallest < FINGER)) return false;
  const box = region.getBoundingClientRect();
  const stage = $("stage").getBoundingClientRect();
  // the region's centre, in the unzoomed board's CSS px
  const { scale, x, y } = live.zoom;
  const cx = (box.left + box.width / 2 - stage.left) / scale;
  const cy = (box.top + box.height / 2 - stage.top) / scale;
  const next = Math.min(MAX_ZOOM, scale * (FINGER / smallest) * 1.05);
  const frame = $("figure").getBoundingClientRect();
  // keep the region's centre in the middle of the board's frame
  zoomTo(next, frame.width / 2 - cx * next, frame.height / 2 - cy * next);
  return true;
}

/** Zoom to `scale` with the board's top left at (x, y), kept so the board covers its frame. */
function zoomTo(scale, x, y) {
  const stage = $("stage");
  if (!stage) return;
  scale = Math.max(1, Math.min(MAX_ZOOM, scale));
  const frame = $("figure").getBoundingClientRect();
  const width = stage.offsetWidth, height = stage.offsetHeight;
  x = Math.min(0, Math.max(frame.width - width * scale, x));
  y = Math.min(0, Math.max(frame.height - height * scale, y));
  if (scale === 1) x = y = 0;
  live.zoom = { scale, x, y };
  stage.style.transform = scale === 1 ? "" : `translate(${x}px, ${y}px) scale(${scale})`;
  $("figure").classList.toggle("zoomed", scale !== 1);
}

/** Zoom by `factor` around the point (px, py) of the frame (CSS px from its top left). */
function zoomAround(factor, px, py) {
  const { scale, x, y } = live.zoom;
  const next = Math.max(1, Math.min(MAX_ZOOM, scale * factor));
  zoomTo(next, px - ((px - x) * next) / scale, py - ((py - y) * next) / scale);
}

function watchZoom() {
  const figure = $("figure");
  figure.addEventListener(
    "wheel",
    (event) => {
      if (!live.table || !live.table.size) return;
      event.preventDefault();
      const frame = figure.getBoundingClientRect();
      zoomAround(event.deltaY < 0 ? 1.2 : 1 / 1.2, event.clientX - frame.left, event.clientY - frame.top);
    },
    { passive: false },
  );
  // a drag pans, two fingers pinch; a drag never counts as a tap on a region
  const pointers = new Map();
  let dragged = false;
  figure.addEventListener("pointerdown", (event) => {
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    dragged = false;
  });
  figure.addEventListener("pointermove", (event) => {
    const last = pointers.get(event.pointerId);
    if (!last) return;
    const frame = figure.getBoundingClientRect();
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      const other = a === last ? b : a;
      const before = Math.hypot(last.x - other.x, last.y - other.y);
      const after = Math.hypot(event.clientX - other.x, event.clientY - other.y);
      if (before > 0) {
        zoomAround(after / before, (event.clientX + other.x) / 2 - frame.left, (event.clientY + other.y) / 2 - frame.top);
      }
      dragged = true;
    } else if (live.zoom.scale > 1) {
      const dx = event.clientX - last.x, dy = event.clientY - last.y;
      if (dragged || Math.hypot(dx, dy) > 6) {
        dragged = true;
        zoomTo(live.zoom.scale, live.zoom.x + dx, live.zoom.y + dy);
      } else return; // not yet a drag: keep the first point
    }
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
  });
  for (const end of ["pointerup", "pointercancel", "pointerleave"]) {
    figure.addEventListener(end, (event) => pointers.delete(event.pointerId));
  }
  figure.addEventListener("click", (event) => {
    if (dragged) {
      event.stopPropagation(); // the end of a drag or a pinch is no tap
      dragged = false;
    }
  }, true);
  // the keyboard: + and - zoom, 0 shows the whole board, the arrows pan a zoomed board
  figure.addEventListener("keydown", (event) => {
    const frame = figure.getBoundingClientRect();
    const step = 40;
    const keys = {
      "+": () => zoomAround(1.25, frame.width / 2, frame.height / 2),
      "=": () => zoomAround(1.25, frame.width / 2, frame.height / 2),
      "-": () => zoomAround(0.8, frame.width / 2, frame.height / 2),
      0: () => zoomTo(1, 0, 0),
      ArrowLeft: () => zoomTo(live.zoom.scale, live.zoom.x + step, live.zoom.y),
      ArrowRight: () => zoomTo(live.zoom.scale, live.zoom.x - step, live.zoom.y),
      ArrowUp: () => zoomTo(live.zoom.scale, live.zoom.x, live.zoom.y + step),
      ArrowDown: () => zoomTo(live.zoom.scale, live.zoom.x, live.zoom.y - step),
    };
    const action = keys[event.key];
    if (action && (live.zoom.scale > 1 || !event.key.startsWith("Arrow"))) {
      event.preventDefault();
      action();
    }
  });
  window.addEventListener("resize", () => zoomTo(1, 0, 0));
}
