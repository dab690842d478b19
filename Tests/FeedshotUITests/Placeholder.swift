// Placeholder: tests for FeedshotUI arrive with the module.
