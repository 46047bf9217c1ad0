import Foundation

enum TagParser {
    static func tags(in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: "#([A-Za-z0-9_]+)")
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
