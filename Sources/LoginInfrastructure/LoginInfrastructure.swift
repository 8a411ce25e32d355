// Placeholder: LoginInfrastructure is built in its own issue.
