import Foundation

enum TagParser {
    static func tags(in text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" })
            .filter { $0.hasPrefix("#") && $0.count > 1 }
            .map { String($0.dropFirst()) }
    }
}
