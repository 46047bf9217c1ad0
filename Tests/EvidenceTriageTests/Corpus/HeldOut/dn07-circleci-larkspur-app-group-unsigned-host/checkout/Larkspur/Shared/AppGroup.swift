import Foundation
import os

enum AppGroup {
    static let identifier = "group.app.larkspur.shared"
    private static let log = Logger(subsystem: "app.larkspur", category: "appgroup")

    /// Shared with LarkspurWidgets and the refresh job. Nil when the running
    /// binary's signature does not carry com.apple.security.application-groups
    /// for this group (e.g. an unsigned or re-signed build).
    static var containerURL: URL? {
        let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)
        if url == nil { log.error("containerURL(forSecurityApplicationGroupIdentifier:) returned nil for \(identifier, privacy: .public)") }
        return url
    }
}
