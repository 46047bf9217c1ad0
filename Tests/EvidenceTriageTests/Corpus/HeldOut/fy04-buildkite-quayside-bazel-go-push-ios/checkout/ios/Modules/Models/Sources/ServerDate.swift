import Foundation

/// Timestamps as the timetable API sends them, e.g. "2026-05-20T06:00:00Z".
public enum ServerDate {
    private static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(secondsFromGMT: 0)
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
        return f
    }()

    public static func parse(_ string: String) -> Date {
        if let date = formatter.date(from: string) {
            return date
        }
        // The API contract says this cannot happen; crash loudly in debug and in tests.
        fatalError("ERROR: Date conversion failed due to mismatched format.")
    }
}

public struct SyncWindow: Decodable, Equatable {
    public let opensAt: Date
    public let expiresAt: Date

    enum CodingKeys: String, CodingKey { case opensAt = "opens_at", expiresAt = "expires_at" }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        opensAt = ServerDate.parse(try c.decode(String.self, forKey: .opensAt))
        expiresAt = ServerDate.parse(try c.decode(String.self, forKey: .expiresAt))
    }
}
