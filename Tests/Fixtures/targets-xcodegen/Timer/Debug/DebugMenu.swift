enum DebugMenu {}
