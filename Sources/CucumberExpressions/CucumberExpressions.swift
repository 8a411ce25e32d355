// Placeholder: CucumberExpressions is built in its own issue.
