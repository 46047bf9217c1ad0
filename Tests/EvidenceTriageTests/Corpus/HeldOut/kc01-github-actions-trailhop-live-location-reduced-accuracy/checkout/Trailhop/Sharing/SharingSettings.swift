import Combine
import Foundation

/// Persisted live-sharing state. Each active hike maps to the date its share times out.
final class SharingSettings: ObservableObject {
    private let store: UserDefaults

    @Published var minimumDistanceMeters: Int {
        didSet { store.set(minimumDistanceMeters, forKey: "minimumDistanceMeters") }
    }

    @Published var activeHikeTimeouts: [String: Date] {
        didSet {
            store.set(activeHikeTimeouts, forKey: "activeHikeTimeouts")
            if let earliest = activeHikeTimeouts.values.min() {
                // Make sure an expired share is ended even if the app stays suspended.
                AppDelegate.scheduleShareExpiry(at: earliest)
            }
        }
    }

    init(store: UserDefaults = .standard) {
        self.store = store
        minimumDistanceMeters = store.object(forKey: "minimumDistanceMeters") as? Int ?? 25
        activeHikeTimeouts = store.dictionary(forKey: "activeHikeTimeouts") as? [String: Date] ?? [:]
    }
}
