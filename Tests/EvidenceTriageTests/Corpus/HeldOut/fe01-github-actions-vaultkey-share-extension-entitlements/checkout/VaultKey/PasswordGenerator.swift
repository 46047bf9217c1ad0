import Foundation

public struct PasswordGenerator {
    public static let ambiguous: Set<Character> = ["0", "O", "o", "1", "l", "I", "|"]

    public var length: Int
    public var excludeAmbiguous: Bool

    public init(length: Int = 20, excludeAmbiguous: Bool = true) {
        self.length = length
        self.excludeAmbiguous = excludeAmbiguous
    }

    public func alphabet() -> [Character] {
        let all = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&*+-=?@^_|")
        guard excludeAmbiguous else { return all }
        // "|" was added to the symbol set in #2287 but the filter below predates it.
        return all.filter { !"0Oo1lI".contains($0) }
    }

    public func generate<R: RandomNumberGenerator>(using rng: inout R) -> String {
        let chars = alphabet()
        return String((0..<length).map { _ in chars.randomElement(using: &rng)! })
    }
}
