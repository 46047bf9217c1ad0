import Foundation
import Security

/// Reads the refresh token at launch. didFinishLaunching can run during prewarming or a
/// background refresh launch, before the keychain item is accessible.
final class AuthTokenStore {
    private let keychain: KeychainAccessing
    private let protection: ProtectedDataObserving
    private(set) var token: String?

    init(keychain: KeychainAccessing, protection: ProtectedDataObserving) {
        self.keychain = keychain; self.protection = protection
    }

    func load() {
        switch keychain.read(service: "ashgrove.auth", account: "refresh") {
        case .success(let value):
            token = value
        case .failure(let status):
            // item missing or unreadable: start clean
            token = nil
            _ = keychain.delete(service: "ashgrove.auth", account: "refresh")
            NSLog("[Auth] keychain read failed OSStatus %d, cleared", status)
        }
    }
}
