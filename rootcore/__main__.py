"""`python -m rootcore ...`: the `rootcore` command, for an environment where its script is not on the PATH
(a virtual environment made with --system-site-packages does not get the scripts of the packages it sees)."""
import sys

from rootcore.cli import main

sys.exit(main())
