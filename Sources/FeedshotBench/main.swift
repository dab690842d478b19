print("feedshot-bench: benchmarks land with the modules they measure")
