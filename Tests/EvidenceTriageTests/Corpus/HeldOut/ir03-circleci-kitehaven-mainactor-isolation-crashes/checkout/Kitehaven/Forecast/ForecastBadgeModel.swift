import Foundation
import Observation

/// Drives the "updated 12 min ago" badge on the spot list.
@MainActor
@Observable
final class ForecastBadgeModel {
    static let shared = ForecastBadgeModel()
    static let defaults = UserDefaults(suiteName: "group.com.kitehaven.shared")!

    private(set) var lastUpdated: Date?
    private var observer: NSObjectProtocol?

    func startObserving() {
        observer = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification,
                                                          object: Self.defaults, queue: nil) { [weak self] _ in
            // Badge state lives on the main actor; defaults changes come from the UI.
            MainActor.assumeIsolated {
                self?.lastUpdated = Self.defaults.object(forKey: "spotForecast.lastUpdated") as? Date
            }
        }
    }
}
