// Placeholder: tests for FeedshotCommands arrive with the module.
