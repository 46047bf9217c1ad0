import Foundation
import Shared

/// Day keys group tide events into table sections. Events arrive from the
/// shared Kotlin module as kotlinx.datetime.Instant and are bridged to NSDate.
enum DayKeyFormatter {
    private static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd"
        return f
    }()

    static func key(for instant: Kotlinx_datetimeInstant) -> String {
        formatter.string(from: instant.toNSDate())
    }
}
