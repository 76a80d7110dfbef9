func oldFormat() -> String { "" }
