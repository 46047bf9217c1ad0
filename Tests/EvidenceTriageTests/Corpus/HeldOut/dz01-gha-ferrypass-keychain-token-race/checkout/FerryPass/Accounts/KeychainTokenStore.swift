import Foundation
import Security

/// Stores operator API tokens in the app's keychain, keyed by username.
/// The service name is shared by every account on the device.
protocol TokenStore: AnyObject {
    func token(for username: String) -> String?
    func setToken(_ token: String?, for username: String)
}

final class KeychainTokenStore: TokenStore {
    static let shared = KeychainTokenStore()

    private let service = "com.skerrylabs.ferrypass.operator-token"
    private let queue = DispatchQueue(label: "com.skerrylabs.ferrypass.keychain", qos: .utility)

    func token(for username: String) -> String? {
        var query = baseQuery(username)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess,
              let data = item as? Data else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// Writes are asynchronous so that the main thread never blocks on securityd.
    func setToken(_ token: String?, for username: String) {
        queue.async { [service] in
            var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                        kSecAttrService as String: service,
                                        kSecAttrAccount as String: username]
            SecItemDelete(query as CFDictionary)
            guard let token, let data = token.data(using: .utf8) else { return }
            query[kSecValueData as String] = data
            SecItemAdd(query as CFDictionary, nil)
        }
    }

    private func baseQuery(_ username: String) -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword,
         kSecAttrService as String: service,
         kSecAttrAccount as String: username]
    }
}
