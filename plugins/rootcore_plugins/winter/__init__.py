"""The Winter map (content/maps/winter.toml, Law Appendix C.1).

Its clearings print no suits: the suit markers listed in the content are shuffled onto them at setup with
the game's RNG (Law A.1, `rootcore.MapComponent.clearing_suits`). The Raging River divides forests like a
path (C.1.1); that is already in the map's forests and their adjacency, so the map needs no rule code.
"""
from rootcore import hookimpl

CONTENT = "rootcore_content:maps/winter.toml"


@hookimpl
def rootcore_register(registry):
    registry.add_map("winter", CONTENT)
