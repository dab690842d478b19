"""Runs a peer script with its clock switched to CPU time.

Usage: python cpu_clock.py SCRIPT [ARGS...]

The peer scripts time their work with time.perf_counter(), which is wall-clock time: on a
machine shared with other work it counts the time the process spent waiting for a core. This
wrapper points time.perf_counter at time.process_time (CPU seconds of this process, every
thread included) before running the script as __main__, so the script's own report
(ms_per_card=..., encode_ms_per_card=...) becomes CPU milliseconds with nothing else changed.
feedshot-bench compares them with its own CPU time when run with --clock cpu.
"""
import runpy
import sys
import time

if len(sys.argv) < 2:
    sys.exit("usage: cpu_clock.py SCRIPT [ARGS...]")
script = sys.argv[1]
sys.argv = sys.argv[1:]
sys.path.insert(0, __import__("os").path.dirname(__import__("os").path.abspath(script)))
time.perf_counter = time.process_time
runpy.run_path(script, run_name="__main__")
