"""The Mountain map: being written (registers nothing yet)."""
from rootcore import hookimpl


@hookimpl
def rootcore_register(registry):
    pass
