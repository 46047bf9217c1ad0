import Foundation

struct FeedDateParser {
    private let formatter: ISO8601DateFormatter = {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]   // no .withFractionalSeconds, and no fallback
        return f
    }()

    func date(from string: String) -> Date? { formatter.date(from: string) }
}
