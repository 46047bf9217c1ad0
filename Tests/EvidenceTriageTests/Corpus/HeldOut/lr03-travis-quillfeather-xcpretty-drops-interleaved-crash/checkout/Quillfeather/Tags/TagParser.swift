import Foundation

/// Pulls #tags out of an entry body.
enum TagParser {
    static func tags(in text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace })
            .filter { $0.hasPrefix("#") && $0.count > 1 }
            .map { String($0.dropFirst()).lowercased() }
    }
}
