import Foundation

/// Status line under each trip card ("Offline for 3 days", "Synced 5 min ago").
enum TripStatusText {
    static func offline(days: Int, bundle: Bundle = .main, locale: Locale = .current) -> String {
        String(localized: "Offline for \(days) days", bundle: bundle, locale: locale,
               comment: "Trip card status when the trip has not synced for several days")
    }

    static func lastSynced(minutes: Int, bundle: Bundle = .main, locale: Locale = .current) -> String {
        String(localized: "Synced \(minutes) min ago", bundle: bundle, locale: locale,
               comment: "Trip card status after a recent sync")
    }

    static func noSignal(bundle: Bundle = .main, locale: Locale = .current) -> String {
        String(localized: "No signal on this trail", bundle: bundle, locale: locale,
               comment: "Banner when the trail has no coverage")
    }
}
