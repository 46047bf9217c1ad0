import Foundation
import Security

/// Account credentials for the receipt-upload API. Items are written
/// kSecAttrAccessibleAfterFirstUnlock so the background refresh can read them while locked.
final class CredentialStore {
    let service: String
    let backend: KeychainBackend
    static let accessibility = kSecAttrAccessibleAfterFirstUnlock

    init(service: String = "com.ledgerline.accounts", backend: KeychainBackend = SystemKeychain()) {
        self.service = service
        self.backend = backend
    }

    func save(_ credential: Credential) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: credential.account,
            kSecAttrAccessible as String: Self.accessibility,
            kSecValueData as String: credential.secret,
        ]
        try backend.add(query)
    }

    func fetchAll() throws -> [Credential] {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecMatchLimit as String: kSecMatchLimitAll,
            kSecReturnAttributes as String: true,
            kSecReturnData as String: true,
        ]
        do {
            return try backend.copyMatching(query).map(Credential.init(item:))
        } catch let error as KeychainError {
            NSLog("[Keychain] fetchAll(service: %@) failed: OSStatus %d (%@)", service, error.status,
                  SecCopyErrorMessageString(error.status, nil) as String? ?? "?")
            throw error
        }
    }
}
