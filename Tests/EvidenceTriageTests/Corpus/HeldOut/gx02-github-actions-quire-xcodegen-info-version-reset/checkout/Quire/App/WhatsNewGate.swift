import Foundation

/// Decides whether the "What's new" sheet is shown on launch.
struct WhatsNewGate {
    let defaults: UserDefaults
    let current: AppVersion

    private static let key = "lastSeenWhatsNewVersion"

    var shouldShow: Bool {
        guard let seen = defaults.string(forKey: Self.key).flatMap(AppVersion.init) else { return true }
        return seen < current
    }
}
