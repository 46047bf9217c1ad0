import Foundation

/// Shared with HarborlineWidget. Requires the com.apple.security.application-groups entitlement
/// (added to Harborline.entitlements in PR 233).
enum AppGroup {
    static let identifier = "group.co.harborline.shared"

    static var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)
    }

    static var defaults: UserDefaults? { UserDefaults(suiteName: identifier) }
}
