// Placeholder: LoginApplication is built in its own issue.
