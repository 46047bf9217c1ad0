import Foundation

struct PasswordGenerator {
    let length: Int
    let symbols: Bool
    let avoidAmbiguous: Bool

    private var alphabet: [Character] {
        var chars = Array("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789")
        if !avoidAmbiguous { chars += Array("O0Il1") }
        if symbols { chars += Array("!#$%&*+-=?@^_") }
        chars += Array("0")
        return chars
    }

    func make() -> String {
        var rng = SystemRandomNumberGenerator()
        return String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
    }
}
