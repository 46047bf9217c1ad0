import Foundation

enum ThreadPreviewFormatter {
    static let limit = 40

    /// Cuts long message previews at a word boundary and appends an ellipsis.
    static func preview(_ text: String) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + "…"
    }
}
