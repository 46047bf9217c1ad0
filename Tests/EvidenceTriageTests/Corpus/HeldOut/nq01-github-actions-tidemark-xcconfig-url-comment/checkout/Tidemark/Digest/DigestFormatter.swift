import Foundation

enum DigestFormatter {
    static let headlineLimit = 80

    static func headline(_ text: String) -> String {
        guard text.count > headlineLimit else { return text }
        let cut = text.prefix(headlineLimit)
        return cut + "…"
    }
}
