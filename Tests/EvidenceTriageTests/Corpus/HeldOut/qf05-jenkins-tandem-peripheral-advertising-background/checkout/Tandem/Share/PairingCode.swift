import Foundation

struct PairingCode {
    static func make(using rng: inout some RandomNumberGenerator) -> String {
        String(Int.random(in: 0..<1_000_000, using: &rng))
    }
}
