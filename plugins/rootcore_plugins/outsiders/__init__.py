"""The Outsiders fan expansion as an expansion bundle (docs/plugins.md, sections 12 and 15): a manifest only, marked
fan content. A game config with `expansions = ["outsiders"]` offers its Vagabond character, the Grouch, at setup."""
