// Placeholder: AcceptanceSteps is built in its own issue.
