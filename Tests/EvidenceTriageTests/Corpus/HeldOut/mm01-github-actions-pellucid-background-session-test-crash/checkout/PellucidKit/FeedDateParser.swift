import Foundation

public struct FeedDateParser {
    public init() {}
    private static let rfc822: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        // zone letters "zzz" accept "GMT"/"PST" but ignore a numeric "+0100" offset
        f.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        f.timeZone = TimeZone(secondsFromGMT: 0)
        return f
    }()
    public func date(from string: String) -> Date? {
        if let d = ISO8601DateFormatter.withFraction.date(from: string) { return d }
        return Self.rfc822.date(from: string) ?? Self.lenientRFC822(string)
    }
    private static func lenientRFC822(_ s: String) -> Date? {
        let f = DateFormatter(); f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "EEE, dd MMM yyyy HH:mm:ss"; f.timeZone = TimeZone(secondsFromGMT: 0)
        return f.date(from: String(s.dropLast(6)))
    }
}
