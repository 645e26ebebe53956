"""The Exiles and Partisans deck: being written (registers nothing yet)."""
from rootcore import hookimpl


@hookimpl
def rootcore_register(registry):
    pass
