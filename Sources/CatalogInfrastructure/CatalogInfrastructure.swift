// Placeholder: CatalogInfrastructure is built in its own issue.
