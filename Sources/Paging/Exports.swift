// Paging moves with Motion's physics (spring, rubber band, velocity tracker); re-exporting it
// keeps `import Paging` enough for code that configures them.
@_exported import Motion
