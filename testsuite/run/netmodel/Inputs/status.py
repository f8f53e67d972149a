"""Runs the command line given as arguments and prints its exit status after its output."""
import subprocess
import sys

r = subprocess.run(sys.argv[1:])
sys.stdout.flush()
print(f"exit status {r.returncode}", flush=True)
