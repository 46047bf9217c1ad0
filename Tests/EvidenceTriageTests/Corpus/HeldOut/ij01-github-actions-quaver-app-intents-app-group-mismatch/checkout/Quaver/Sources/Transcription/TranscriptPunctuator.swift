import Foundation

/// Turns spoken punctuation ("comma", "question mark") into symbols and applies sentence case.
struct TranscriptPunctuator {
    private let spoken: [(String, String)] = [
        (" question mark", "?"),
        (" exclamation mark", "!"),
        (" full stop", "."),
        (" period", "."),
        (" comma", ","),
    ]

    func apply(to raw: String) -> String {
        var text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        for (word, symbol) in spoken {
            text = text.replacingOccurrences(of: word, with: symbol)
        }
        while text.contains("??") { text = text.replacingOccurrences(of: "??", with: "?") }
        return sentenceCased(text)
    }

    /// Sentence case since 2.6 (QUA-311): capitalise the first letter of every sentence.
    private func sentenceCased(_ text: String) -> String {
        var result = ""
        var capitalizeNext = true
        for ch in text {
            if capitalizeNext, ch.isLetter {
                result.append(contentsOf: ch.uppercased())
                capitalizeNext = false
            } else {
                result.append(ch)
            }
            if ".?!".contains(ch) { capitalizeNext = true }
        }
        return result
    }
}
