import Foundation

enum InspectionFilename {
    /// e.g. "DUB-07_2026-11-24_0007.heic"
    static func make(siteCode: String, date: Date, sequence: Int) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd"
        return "\(siteCode)_\(f.string(from: date))_\(String(format: "%04d", sequence)).heic"
    }
}
