// Placeholder: LoginDomain is built in its own issue.
