import Foundation

enum HubNameFormatter {
    static let maxLength = 20

    /// Dashboard tiles show at most 20 characters, ellipsis included.
    static func tileTitle(for name: String) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count > maxLength else { return trimmed }
        return String(trimmed.prefix(maxLength)) + "…"
    }
}
