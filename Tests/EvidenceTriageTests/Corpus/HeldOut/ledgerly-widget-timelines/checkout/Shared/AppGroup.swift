import Foundation

enum AppGroup {
    static let id = "group.com.ledgerly.shared"

    /// nil when the running binary is not signed for the group.
    static var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: id)
    }

    static var defaults: UserDefaults? {
        UserDefaults(suiteName: id)
    }
}
