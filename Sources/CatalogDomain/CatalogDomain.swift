// Placeholder: CatalogDomain is built in its own issue.
