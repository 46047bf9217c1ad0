extension Character {
    /// A character that can continue a Swift, Objective-C or Kotlin name: a letter, a digit or `_`.
    /// (Unicode letters and digits too, as Swift allows; the readers split names out of prose with it.)
    package var isNamePart: Bool { isLetter || isNumber || self == "_" }
}
