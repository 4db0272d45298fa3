# Sourced by test scripts: sets PY to a Python interpreter that has NumPy
# (the PATH's python3 first, then the system one), or to "" if none has it.
PY=""
for p in python3 /usr/bin/python3 python; do
    if command -v "$p" >/dev/null 2>&1 && "$p" -c 'import numpy' 2>/dev/null; then PY=$p; break; fi
done
