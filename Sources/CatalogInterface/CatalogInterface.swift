// Placeholder: CatalogInterface is built in its own issue.
