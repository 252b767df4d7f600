// The fake Discord client (host.html): the activity's iframe and the SDK's RPC answered.
const HANDSHAKE = 0, FRAME = 1, CLOSE = 2;
const q = new URLSearchParams(location.search);
const person = { id: q.get("user_id"), username: q.get("username"), code: q.get("code"), token: q.get("token") };
const clientId = q.get("client_id");
window.rpc = [];

const frame = document.getElementById("activity");
const activity = new URL(q.get("page") || "/", location.href);
for (const name of ["frame_id", "instance_id", "platform", "guild_id", "channel_id"]) {
  activity.searchParams.set(name, q.get(name));
}

function post(message) { frame.contentWindow.postMessage(message, location.origin); }
function answer(nonce, cmd, data) { post([FRAME, { cmd, data, evt: null, nonce }]); }
function refuse(nonce, cmd, code, message) { post([FRAME, { cmd, data: { code, message }, evt: "ERROR", nonce }]); }

const discordUser = { id: person.id, username: person.username, discriminator: "0" };

function handshake(payload) {
  if (payload.client_id !== clientId || payload.frame_id !== q.get("frame_id")) {
    return post([CLOSE, { code: 4000, message: "Invalid Client ID" }]);
  }
  post([FRAME, {
    cmd: "DISPATCH", evt: "READY", nonce: null,
    data: { v: 1, config: { cdn_host: "cdn.discordapp.com", api_endpoint: "//discord.com/api", environment: "production" },
            user: discordUser },
  }]);
}

function command({ cmd, args, nonce, evt }) {
  switch (cmd) {
    case "AUTHORIZE":
      if (args.client_id !== clientId || args.response_type !== "code" || !args.scope.includes("identify")) {
        return refuse(nonce, cmd, 4000, "Invalid authorize arguments");
      }
      return answer(nonce, cmd, { code: person.code });
    case "AUTHENTICATE":
      if (args.access_token !== person.token) return refuse(nonce, cmd, 4009, "Invalid token");
      return answer(nonce, cmd, {
        access_token: person.token,
        user: { ...discordUser, avatar: null, public_flags: 0, global_name: person.username },
        scopes: ["identify"],
        expires: new Date(Date.now() + 7 * 86400e3).toISOString(),
        application: { id: clientId, name: "Treasure Table", description: "", icon: null },
      });
    case "CAPTURE_LOG":  // the SDK forwards the page's console once ready
      return answer(nonce, cmd, null);
    case "SUBSCRIBE":
    case "UNSUBSCRIBE":
      return answer(nonce, cmd, { evt });
    default:
      return refuse(nonce, cmd, 4002, `The fake Discord does not know ${cmd}`);
  }
}

window.addEventListener("message", (event) => {
  if (event.source !== frame.contentWindow || !Array.isArray(event.data)) return;
  const [opcode, payload] = event.data;
  window.rpc.push({ opcode, payload });
  if (opcode === HANDSHAKE) handshake(payload);
  else if (opcode === FRAME) command(payload);
});

frame.src = activity.href;
