// Placeholder: Platform is built in its own issue.
