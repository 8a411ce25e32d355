// Placeholder: Gherkin is built in its own issue.
