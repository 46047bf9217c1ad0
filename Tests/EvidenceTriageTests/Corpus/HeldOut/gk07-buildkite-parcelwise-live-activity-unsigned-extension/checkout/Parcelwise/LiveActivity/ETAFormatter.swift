import Foundation

enum ETAFormatter {
    /// "Arriving in 7 min" — whole minutes, never "0 min" while the parcel is still on its way.
    static func minutesRemaining(until eta: Date, now: Date) -> String {
        let minutes = Int(eta.timeIntervalSince(now) / 60)
        return "Arriving in \(max(minutes, 1)) min"
    }
}
