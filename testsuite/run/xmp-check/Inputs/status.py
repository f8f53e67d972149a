"""Runs a command with its standard error joined to its output and prints `exit status N`
after it, so that FileCheck can check a job's exact exit status along with its messages."""
import subprocess
import sys

r = subprocess.run(sys.argv[1:], stderr=subprocess.STDOUT, stdout=subprocess.PIPE)
sys.stdout.write(r.stdout.decode(errors="replace"))
print(f"exit status {r.returncode}")
