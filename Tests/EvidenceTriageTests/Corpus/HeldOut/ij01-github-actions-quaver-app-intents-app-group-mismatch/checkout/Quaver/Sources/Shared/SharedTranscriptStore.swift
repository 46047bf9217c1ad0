import Foundation

/// Latest transcript, shared with the widget extension and the App Intents.
final class SharedTranscriptStore {
    static let latestKey = "latestTranscript"

    private let defaults: UserDefaults

    init(suiteName: String = AppGroup.identifier) {
        defaults = UserDefaults(suiteName: suiteName) ?? .standard
    }

    var latest: String? {
        defaults.string(forKey: Self.latestKey)
    }

    func saveLatest(_ text: String) {
        defaults.set(text, forKey: Self.latestKey)
    }

    func clear() {
        defaults.removeObject(forKey: Self.latestKey)
    }
}
