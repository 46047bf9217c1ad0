import Foundation

enum Settings {
    private static let defaults = UserDefaults.standard

    static var autoDetectTrips: Bool {
        get { defaults.bool(forKey: "autoDetectTrips") }
        set { defaults.set(newValue, forKey: "autoDetectTrips") }
    }

    static func reset() {
        defaults.removeObject(forKey: "autoDetectTrips")
    }
}

@MainActor
final class SettingsModel: ObservableObject {
    @Published var autoDetectTrips = Settings.autoDetectTrips {
        didSet {
            Settings.autoDetectTrips = autoDetectTrips
            if autoDetectTrips {
                TripDetector.shared.start()
            } else {
                TripDetector.shared.stop()
            }
        }
    }

    var autoTripStatus: String {
        autoDetectTrips ? "Watching for trips" : "Off"
    }
}
