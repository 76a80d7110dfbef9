enum Strings {}
