// Placeholder: the FeedshotUI module is being built (see the issue tracker).
