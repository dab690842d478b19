// Placeholder: the Feeds module is being built (see the issue tracker).
