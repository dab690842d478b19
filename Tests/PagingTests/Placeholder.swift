// Placeholder: tests for Paging arrive with the module.
