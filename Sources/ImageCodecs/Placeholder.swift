// Placeholder: the ImageCodecs module is being built (see the issue tracker).
