import Foundation
import Valet

/// Tokens shared between the app and the balance widget.
enum SharedVault {
    static let appIDPrefix = "N4V8Q2ZK7P"
    static let group = SharedGroupIdentifier(appIDPrefix: appIDPrefix, nonEmptyGroup: "N4V8Q2ZK7P.com.harbormint.shared")!
    static let valet = Valet.sharedGroupValet(with: group, accessibility: .afterFirstUnlock)

    static func store(token: String, key: String) throws {
        do {
            try valet.setString(token, forKey: key)
        } catch {
            NSLog("[Vault] keychain write failed for group %@: %@", group.description, String(describing: error))
            throw error
        }
    }

    static func token(key: String) throws -> String {
        try valet.string(forKey: key)
    }

    static func signOut() throws {
        try valet.removeAllObjects()
    }
}
