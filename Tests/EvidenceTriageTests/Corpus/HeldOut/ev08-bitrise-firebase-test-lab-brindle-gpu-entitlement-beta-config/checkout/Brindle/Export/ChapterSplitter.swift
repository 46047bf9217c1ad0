import Foundation

/// Splits article text into narration chapters at scene breaks ("* * *" or "***").
enum ChapterSplitter {
    static func split(_ text: String) -> [String] {
        text.components(separatedBy: "\n* * *\n")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
    }
}
