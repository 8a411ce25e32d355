// Placeholder: LoginInterface is built in its own issue.
