// Placeholder: BDDCommandLine is built in its own issue.
