import Foundation

enum AppGroup {
    /// Renamed from group.com.stratacloud.drive in #2291 when the share
    /// extension and the widget started reading the same container.
    static let identifier = "group.com.stratacloud.shared"

    static var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)
    }
}
