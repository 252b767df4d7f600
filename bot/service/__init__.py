"""The table service, the one door: every change to a table goes through `tables.Tables`, and only
this package reaches the store and its drivers. It knows no Discord: seats are strings, refusals
are `TableError`s, and every commit is published to whoever listens."""
