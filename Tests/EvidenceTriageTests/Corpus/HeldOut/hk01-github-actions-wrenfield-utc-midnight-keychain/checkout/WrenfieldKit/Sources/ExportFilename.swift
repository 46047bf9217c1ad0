import Foundation

public enum ExportFilename {
    static let stampFormatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd_HHmmss"
        return f
    }()

    /// "wrenfield-export-2025-03-02_000041.csv"
    public static func make(at date: Date = Date()) -> String {
        "wrenfield-export-\(stampFormatter.string(from: date)).csv"
    }

    /// Format used by exports written before 3.4; kept so old files still sort together.
    public static func legacyStamp(at date: Date = Date()) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd_HHmmss"
        return f.string(from: date)
    }
}
