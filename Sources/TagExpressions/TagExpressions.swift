// Placeholder: TagExpressions is built in its own issue.
