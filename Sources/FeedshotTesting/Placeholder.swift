// Placeholder: the FeedshotTesting module is being built (see the issue tracker).
