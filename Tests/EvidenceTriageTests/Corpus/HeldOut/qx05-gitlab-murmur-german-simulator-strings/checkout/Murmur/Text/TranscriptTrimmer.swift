import Foundation

enum TranscriptTrimmer {
    static func trim(_ text: String) -> String {
        var out = text
        while out.first?.isWhitespace == true { out.removeFirst() }
        return out
    }

    static func collapseSpaces(_ text: String) -> String {
        text.replacingOccurrences(of: "  ", with: " ")
    }
}
