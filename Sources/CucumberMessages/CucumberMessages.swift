// Placeholder: CucumberMessages is built in its own issue.
