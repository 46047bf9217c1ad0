import Foundation

/// The app group shared by the app and the Tidemark widget.
enum SharedContainer {
    static let groupIdentifier = "group.com.tidemark.shared"

    static var url: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupIdentifier)
    }

    static var defaults: UserDefaults? {
        UserDefaults(suiteName: groupIdentifier)
    }
}
