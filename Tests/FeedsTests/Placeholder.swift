// Placeholder: tests for Feeds arrive with the module.
