"""The Autumn map (content/maps/autumn.toml): printed suits, no special rules."""
from rootcore import hookimpl


@hookimpl
def rootcore_register(registry):
    registry.add_map("autumn", "rootcore_content:maps/autumn.toml")
