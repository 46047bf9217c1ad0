import CryptoKit
import Foundation

/// Long-lived device identity used to sign requests. Created once, then read back.
final class DeviceIdentityBridge {
    private let keychain: KeychainStoring
    static let account = "device-identity"
    static let service = "com.quayside.identity"

    init(keychain: KeychainStoring = KeychainManager()) {
        self.keychain = keychain
    }

    func currentIdentity() throws -> String {
        if let data = try keychain.read(account: Self.account, service: Self.service, accessGroup: nil) {
            return String(decoding: data, as: UTF8.self)
        }
        let fresh = SHA256.hash(data: Data(UUID().uuidString.utf8)).map { String(format: "%02X", $0) }.joined()
        try keychain.add(Data(fresh.utf8), account: Self.account, service: Self.service, accessGroup: nil)
        return fresh
    }
}

enum PanicWipe {
    /// Clears every credential we own. Uses SecItemDelete directly on the real
    /// keychain, so it bypasses whatever KeychainStoring the caller injected.
    static func clearAll() {
        for service in ["com.quayside.api", DeviceIdentityBridge.service] {
            SecItemDelete([kSecClass as String: kSecClassGenericPassword,
                           kSecAttrService as String: service] as CFDictionary)
        }
    }
}
