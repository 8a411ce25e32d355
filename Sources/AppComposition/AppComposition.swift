// Placeholder: AppComposition is built in its own issue.
