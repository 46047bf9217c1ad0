import Foundation

enum FeedDateParser {
    private static let formats = ["EEE, dd MMM yyyy HH:mm:ss Z", "EEE, dd MMM yyyy HH:mm:ss zzz"]

    /// RFC 822 dates from podcast feeds. Seconds are optional in RFC 822.
    static func parse(_ text: String) -> Date? {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        for format in formats {
            f.dateFormat = format
            if let d = f.date(from: text) { return d }
        }
        return nil
    }
}
