"""Component interactions Discord itself would never send (a forged or damaged custom id,
a select value no menu offered): SimCord validates what its actors click, so these go
around that, onto a real message of the channel."""

from __future__ import annotations

from simcord.backend import serializers
from simcord.enums import ComponentType, InteractionType


async def forge(member, channel, message, custom_id: str, values: list[str] | None = None):
    """`member` presses a component with `custom_id` on `message` (in `channel`); with `values`
    it is a select that returns them."""
    backend = member._env.backend
    stored = backend.get_message(channel.id, message.id)
    payload = dict(serializers.message_payload(backend, stored))
    if values is None:
        component = {"type": ComponentType.BUTTON, "style": 2, "label": "x", "custom_id": custom_id}
        data = {"custom_id": custom_id, "component_type": ComponentType.BUTTON}
    else:
        component = {"type": ComponentType.STRING_SELECT, "custom_id": custom_id,
                     "options": [{"label": v[:100] or "x", "value": v} for v in values]}
        data = {"custom_id": custom_id, "component_type": ComponentType.STRING_SELECT, "values": values}
    payload["components"] = [{"type": ComponentType.ACTION_ROW, "components": [component]}]
    return await member._dispatch_interaction(InteractionType.MESSAGE_COMPONENT, channel, data,
                                              extra={"message": payload}, source_message_id=stored.id)


async def forge_form(member, channel, custom_id: str, fields: dict[str, str | list[str]]):
    """`member` submits a form (modal) with `custom_id` they were never shown: each field a text
    input (a str) or a select (a list of values), each in a label, as Discord sends a submit."""
    components = [{"type": ComponentType.LABEL, "id": index + 1,
                   "component": ({"type": ComponentType.TEXT_INPUT, "custom_id": name, "value": value}
                                 if isinstance(value, str) else
                                 {"type": ComponentType.STRING_SELECT, "custom_id": name, "values": value})}
                  for index, (name, value) in enumerate(fields.items())]
    return await member._dispatch_interaction(InteractionType.MODAL_SUBMIT, channel,
                                              {"custom_id": custom_id, "components": components})
