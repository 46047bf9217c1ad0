import Foundation
import Security

/// Stores connection passwords; the access group lets the widget extension read them.
final class KeychainSecureStore: SecureStore {
    private let accessGroup: String

    init(bundle: Bundle = .main) {
        self.accessGroup = Self.resolveAccessGroup(bundle: bundle)
    }

    static func resolveAccessGroup(bundle: Bundle) -> String {
        guard let prefix = bundle.object(forInfoDictionaryKey: "AppIdentifierPrefix") as? String,
              !prefix.isEmpty, !prefix.hasPrefix("$(") else {
            preconditionFailure("AppIdentifierPrefix is missing or unsubstituted: \(String(describing: bundle.object(forInfoDictionaryKey: "AppIdentifierPrefix")))")
        }
        return prefix + "app.tally.shared"
    }
}
