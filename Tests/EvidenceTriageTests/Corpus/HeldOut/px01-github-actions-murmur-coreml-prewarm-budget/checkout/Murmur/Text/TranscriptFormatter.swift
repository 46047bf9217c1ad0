import Foundation

struct TranscriptFormatter {
    let locale: Locale

    func format(_ raw: String) -> String {
        var text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if let first = text.first { text.replaceSubrange(text.startIndex...text.startIndex, with: String(first).uppercased()) }
        if locale.language.languageCode == .french {
            for mark in ["!", "?", ";", ":"] {
                text = text.replacingOccurrences(of: " " + mark, with: mark)
                text = text.replacingOccurrences(of: mark, with: " " + mark)
            }
        }
        return text
    }
}
