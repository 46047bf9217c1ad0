import Foundation

public enum SharedState {
    public static let groupID = "group.chat.murmur"
    static var defaults: UserDefaults { UserDefaults(suiteName: groupID)! }
    public static var clock: () -> Date = Date.init

    /// Set by the notification service while it fetches; the app waits while it is true.
    public static var nseFetching: Bool {
        get { defaults.bool(forKey: "nseFetching") }
        set {
            defaults.set(newValue, forKey: "nseFetching")
            defaults.set(clock().timeIntervalSince1970, forKey: "nseFetchingSince")
        }
    }

    public static var appShouldWaitForNSE: Bool {
        nseFetching
    }
}
