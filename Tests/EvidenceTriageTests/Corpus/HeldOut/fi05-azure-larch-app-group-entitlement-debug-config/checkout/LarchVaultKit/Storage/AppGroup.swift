import Foundation

public enum AppGroup {
    public static let identifier = "group.app.larchvault.shared"

    /// The container the app shares with its Share and Messages extensions.
    public static var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)
    }

    public static var defaults: UserDefaults? {
        UserDefaults(suiteName: identifier)
    }
}
