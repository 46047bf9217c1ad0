import Foundation

/// Shared container used by the app and TessellateShareExtension.
/// Files dropped by the extension are picked up by the background
/// upload session and the "com.tessellate.ios.cleanup" processing task.
enum SharedContainer {
    static let appGroupIdentifier = "group.com.tessellate.shared"

    static var url: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroupIdentifier)
    }

    static var defaults: UserDefaults? {
        UserDefaults(suiteName: appGroupIdentifier)
    }

    static var inboxURL: URL? {
        url?.appendingPathComponent("Inbox", isDirectory: true)
    }
}
