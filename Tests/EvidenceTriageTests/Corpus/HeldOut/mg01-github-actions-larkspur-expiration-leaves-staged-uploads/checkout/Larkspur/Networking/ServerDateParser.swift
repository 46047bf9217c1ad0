import Foundation

enum ServerDateParser {
    private static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
        f.timeZone = TimeZone(secondsFromGMT: 0)
        return f
    }()

    static func date(from string: String, locale: Locale = .current) -> Date? {
        formatter.locale = locale
        return formatter.date(from: string)
    }
}
