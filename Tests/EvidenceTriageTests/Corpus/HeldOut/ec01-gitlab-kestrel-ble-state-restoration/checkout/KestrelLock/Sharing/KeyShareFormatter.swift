import Foundation

/// Builds the "Expires in …" line on a shared guest key.
struct KeyShareFormatter {
    var now: () -> Date = Date.init

    func expiryLabel(for expiry: Date) -> String {
        let seconds = expiry.timeIntervalSince(now())
        guard seconds > 0 else { return "Expired" }
        if seconds < 3600 { return "Expires in under an hour" }
        let hours = Int(seconds / 3600)
        if hours < 24 { return "Expires in \(hours) h" }
        let days = hours / 24
        return days == 1 ? "Expires in 1 day" : "Expires in \(days) days"
    }
}
