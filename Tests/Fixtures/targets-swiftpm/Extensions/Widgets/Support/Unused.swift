struct Unused {}
