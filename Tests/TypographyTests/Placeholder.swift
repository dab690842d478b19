// Placeholder: tests for Typography arrive with the module.
