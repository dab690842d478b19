// Placeholder: tests for ImageCodecs arrive with the module.
