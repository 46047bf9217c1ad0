import Foundation

enum ReadingTimeFormatter {
    /// "< 1 min read", "4 min read", …  (238 words per minute)
    static func string(wordCount: Int) -> String {
        let minutes = Int((Double(wordCount) / 238).rounded())
        return "\(minutes) min read"
    }
}
