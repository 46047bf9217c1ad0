import Foundation
import OSLog

/// Persists first-launch state in UserDefaults. Survives app reinstalls only if the device is not erased.
final class SessionStore {
    static let shared = SessionStore()
    private let defaults = UserDefaults.standard

    var onboardingCompleted: Bool {
        get { defaults.bool(forKey: "onboardingCompleted") }
        set { defaults.set(newValue, forKey: "onboardingCompleted") }
    }

    func restore() {
        let build = defaults.string(forKey: "lastLaunchBuild") ?? "none"
        let date = (defaults.object(forKey: "lastLaunchDate") as? Date)?.formatted(.iso8601) ?? "never"
        Log.session.info("restored onboardingCompleted=\(self.onboardingCompleted), lastLaunchBuild=\(build) (\(date))")
        defaults.set(Bundle.main.buildNumber, forKey: "lastLaunchBuild")
        defaults.set(Date.now, forKey: "lastLaunchDate")
    }
}
