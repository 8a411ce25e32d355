// Placeholder: SharedKernel is built in its own issue.
