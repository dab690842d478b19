// Placeholder: the Typography module is being built (see the issue tracker).
