import Foundation

enum ComposeCounter {
    static let limit = 500

    static func remaining(for text: String) -> Int {
        limit - text.count
    }
}
