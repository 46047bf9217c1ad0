import Foundation

enum ThreadPreviewFormatter {
  /// Shortens a message body for the inbox row, never cutting a word in half.
  static func preview(_ body: String, limit: Int = 20) -> String {
    let collapsed = body.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard collapsed.count > limit else { return collapsed }
    let cut = collapsed.prefix(limit)
    return cut.trimmingCharacters(in: .whitespaces) + "…"
  }
}
