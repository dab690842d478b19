// Placeholder: tests for FeedshotTesting arrive with the module.
