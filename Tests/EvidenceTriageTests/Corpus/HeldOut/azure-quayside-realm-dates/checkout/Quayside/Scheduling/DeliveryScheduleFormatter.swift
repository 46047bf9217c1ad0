import Foundation

/// Parses the depot feed used by the nightly BGProcessingTask (com.quayside.app.schedule.sync).
enum DeliveryScheduleFormatter {
    /// Depot feed sends "11/30/2026 06:15 PM".
    static let cutoffParser: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "MM/dd/yyyy hh:mm a"
        f.timeZone = TimeZone(identifier: "UTC")
        return f
    }()

    /// HTTP Last-Modified header, e.g. "Mon, 30 Nov 2026 18:15:00 GMT".
    static let httpDateParser: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return f
    }()
}
