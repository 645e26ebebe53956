"""Data package: the built-in content files (maps, decks, faction boards) as TOML, loaded by rootcore.content."""
