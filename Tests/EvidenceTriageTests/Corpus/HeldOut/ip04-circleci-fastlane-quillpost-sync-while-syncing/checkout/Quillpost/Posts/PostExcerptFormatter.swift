import Foundation

/// Plain-text excerpt for the post list.
struct PostExcerptFormatter {
    var maxLength = 140

    func excerpt(fromHTML html: String) -> String {
        var text = html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: "&nbsp;", with: " ")
        text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.count > maxLength ? String(text.prefix(maxLength - 1)) + "…" : text
    }
}
