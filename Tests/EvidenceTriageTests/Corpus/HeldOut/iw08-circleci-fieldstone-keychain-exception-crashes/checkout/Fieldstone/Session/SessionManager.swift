import SalesforceSDKCore
import UIKit

protocol SessionManaging {
    var isProtectedDataAvailable: Bool { get }
    func refreshAccessToken(_ completion: @escaping (Result<Void, Error>) -> Void)
    func restoreSession() -> Bool
}

final class SessionManager: SessionManaging {
    static let shared = SessionManager()
    var keychain: KeychainWriting = SFKeychainBackedStore()

    var isProtectedDataAvailable: Bool { UIApplication.shared.isProtectedDataAvailable }

    func refreshAccessToken(_ completion: @escaping (Result<Void, Error>) -> Void) {
        OAuthRefresher.refresh { token in
            // SFOAuthKeychainCredentials raises com.salesforce.security.keychainException if the write fails.
            self.keychain.storeAccessToken(token)
            completion(.success(()))
        }
    }

    func restoreSession() -> Bool {
        keychain.storeAccessToken(keychain.readAccessToken() ?? "")
        return keychain.readAccessToken() != nil
    }
}
