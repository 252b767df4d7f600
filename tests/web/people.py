"""The fake Discord's people and place, shared by the fake host page (what the SDK hands the
page), the stub server and, later, a fake Discord API for the real web surface."""

from __future__ import annotations

from dataclasses import dataclass

CLIENT_ID = "1100000000000000001"
GUILD_ID = "1200000000000000001"
CHANNEL_ID = "1300000000000000001"
INSTANCE_ID = "i-1400000000000000001-gc-1200000000000000001-1300000000000000001"


@dataclass(frozen=True)
class Person:
    """Someone in the activity: Discord gives their page this code on AUTHORIZE, the code buys
    this token at /api/token, and AUTHENTICATE accepts only that token."""

    id: str
    username: str

    @property
    def code(self) -> str:
        return f"code-{self.username}"

    @property
    def token(self) -> str:
        return f"token-{self.username}"


ALICE = Person("1500000000000000001", "alice")
BOB = Person("1500000000000000002", "bob")
CAROL = Person("1500000000000000003", "carol")
DAVE = Person("1500000000000000004", "dave")
MALLORY = Person("1500000000000000005", "mallory")  # signs in, but is not in the activity
EVE = Person("1500000000000000006", "eve")  # her code is one the web surface cannot exchange
