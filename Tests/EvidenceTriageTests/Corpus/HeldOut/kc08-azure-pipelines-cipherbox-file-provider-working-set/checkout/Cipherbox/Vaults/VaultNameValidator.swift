import Foundation

enum VaultNameValidator {
    enum Problem: Equatable { case empty, illegalCharacter(Character), trailingDot }

    static func validate(_ name: String) -> Problem? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .empty }
        if let bad = trimmed.first(where: { "/\\:".contains($0) }) { return .illegalCharacter(bad) }
        return nil
    }
}
