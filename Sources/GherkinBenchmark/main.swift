print("gherkin-benchmark: not yet implemented")
