// Placeholder: BDDRuntime is built in its own issue.
