import Foundation

/// Finds @crew mentions in crossing notes so they can be highlighted in the
/// attributed text view.
public enum MentionHighlighter {
    public static func mentionRanges(in text: String) -> [NSRange] {
        var ranges: [NSRange] = []
        var offset = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if word.hasPrefix("@"), word.count > 1 {
                ranges.append(NSRange(location: offset, length: word.count))
            }
            offset += word.count + 1
        }
        return ranges
    }
}
