"""`treasure-table try [GAME]`: the real bot on SimCord's in-memory Discord, played in your browser.

No token, no network: SimCord (the `[try]` extra) stands in for Discord, and its preview draws
one channel as Discord does, with a composer for slash commands. `world` builds the server and
its one channel, `ticker` keeps SimCord's clock with the wall clock, `cli` is the command line."""
