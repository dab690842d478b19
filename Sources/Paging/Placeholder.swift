// Placeholder: the Paging module is being built (see the issue tracker).
