import Foundation

enum MoodTagParser {
    private static let pattern = try! NSRegularExpression(pattern: "#(\\w+)")

    static func tags(in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
