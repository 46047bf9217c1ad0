import EvidenceCore

/// The report's sentences in HTML: escaped, then the Markdown they use inline turned into tags —
/// code spans, bold and links — so the HTML report says exactly what the Markdown says, from the
/// same model. Nothing else in the text becomes markup.
package enum HTMLText {
    /// XML's escaping (`XMLText`): safe in text and in a quoted attribute, and it keeps the page
    /// well-formed XML whatever bytes a log held (control characters become U+FFFD).
    package static func escaped(_ text: String) -> String { XMLText.escaped(text) }

    /// `` `code` `` → `<code>`, `**bold**` → `<strong>`, `[label](https://…)` → a link; the rest escaped.
    /// A link goes only to `http(s)`: any other scheme stays text.
    package static func fromInlineMarkdown(_ text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let first = rest.firstIndex(where: { $0 == "`" || $0 == "*" || $0 == "[" }) {
            output += escaped(String(rest[..<first]))
            rest = rest[first...]
            if let (html, after) = codeSpan(rest) ?? bold(rest) ?? link(rest) {
                output += html
                rest = after
            } else {
                output += escaped(String(rest.prefix(1)))
                rest = rest.dropFirst()
            }
        }
        return output + escaped(String(rest))
    }

    private static func codeSpan(_ text: Substring) -> (String, Substring)? {
        guard text.first == "`", let close = text.dropFirst().firstIndex(of: "`") else { return nil }
        return ("<code>\(escaped(String(text[text.index(after: text.startIndex)..<close])))</code>", text[text.index(after: close)...])
    }

    private static func bold(_ text: Substring) -> (String, Substring)? {
        guard text.hasPrefix("**"), let close = text.dropFirst(2).range(of: "**"), close.lowerBound > text.index(text.startIndex, offsetBy: 2) else { return nil }
        return ("<strong>\(fromInlineMarkdown(String(text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound])))</strong>", text[close.upperBound...])
    }

    private static func link(_ text: Substring) -> (String, Substring)? {
        guard text.first == "[", let middle = text.range(of: "]("), let close = text[middle.upperBound...].firstIndex(of: ")") else { return nil }
        let label = text[text.index(after: text.startIndex)..<middle.lowerBound]
        let url = String(text[middle.upperBound..<close])
        guard !label.contains("]"), url.hasPrefix("https://") || url.hasPrefix("http://"), !url.contains(where: \.isWhitespace) else { return nil }
        return ("<a href=\"\(escaped(url))\">\(fromInlineMarkdown(String(label)))</a>", text[text.index(after: close)...])
    }
}
