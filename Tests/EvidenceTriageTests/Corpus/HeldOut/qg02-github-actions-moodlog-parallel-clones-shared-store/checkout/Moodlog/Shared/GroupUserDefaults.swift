import Foundation

enum GroupUserDefaults {
    static let suiteName = "group.com.moodlog.shared"
    static var defaults: UserDefaults { UserDefaults(suiteName: suiteName)! }

    static func resetForUITesting() {
        defaults.removePersistentDomain(forName: suiteName)
    }
}
