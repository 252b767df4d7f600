"""The games, as pure Python: no Discord, no images, no I/O."""
