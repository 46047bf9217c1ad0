import Foundation

public enum InviteCode {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    public static func make(length: Int = 8, using rng: inout some RandomNumberGenerator) -> String {
        String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
    }
}
