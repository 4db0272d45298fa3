"""The PyTorch version each peer script bench/peer_*.py needs."""
import re
import sys


def require(minimum, why):
    """Exits with a message naming the script, the version it needs and why,
    unless PyTorch `minimum` (as "2.5") or later is installed."""
    script = sys.argv[0].rsplit("/", 1)[-1]
    try:
        import torch
    except ImportError:
        sys.exit("%s needs PyTorch %s or later (%s); PyTorch is not installed" % (script, minimum, why))
    m = re.match(r"(\d+)\.(\d+)", torch.__version__)
    have = (int(m.group(1)), int(m.group(2))) if m else (0, 0)
    if have < tuple(int(x) for x in minimum.split(".")):
        sys.exit("%s needs PyTorch %s or later (%s); this is PyTorch %s" % (script, minimum, why, torch.__version__))
