// Placeholder: CatalogApplication is built in its own issue.
