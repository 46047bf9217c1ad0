import Foundation

enum WordCount {
    static func of(_ text: String) -> Int {
        text.split(whereSeparator: { $0.isWhitespace || $0 == "-" }).count
    }
}
