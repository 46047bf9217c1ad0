import Foundation

/// Turns a password's estimated entropy into the label shown under the
/// generator.
public struct PasswordStrengthFormatter {
    public init() {}

    public func label(forEntropyBits bits: Double) -> String {
        let shown = Int(bits.rounded())
        switch bits {
        case ..<28: return "Very weak (\(shown) bits)"
        case ..<36: return "Weak (\(shown) bits)"
        case ..<60: return "Fair (\(shown) bits)"
        default: return "Strong (\(shown) bits)"
        }
    }
}
