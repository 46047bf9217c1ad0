import Foundation

struct DialPadModel {
    private(set) var digits = ""

    mutating func tap(_ key: Character) { digits.append(key) }

    mutating func longPress(_ key: Character) {
        if key == "0" { digits.append("0") } else { tap(key) }
    }
}
