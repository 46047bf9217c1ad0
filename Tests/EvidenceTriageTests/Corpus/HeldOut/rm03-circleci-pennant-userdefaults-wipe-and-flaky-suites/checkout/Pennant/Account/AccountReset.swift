import Foundation
import RevenueCat

enum AccountReset {
    /// Sign-out: forget everything local so the next user starts clean.
    static func signOut(defaults: UserDefaults = .standard) {
        if let domain = Bundle.main.bundleIdentifier {
            defaults.removePersistentDomain(forName: domain)
        }
        HabitStore.shared.clearCache()
    }
}
