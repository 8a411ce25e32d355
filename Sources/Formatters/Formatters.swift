// Placeholder: Formatters is built in its own issue.
