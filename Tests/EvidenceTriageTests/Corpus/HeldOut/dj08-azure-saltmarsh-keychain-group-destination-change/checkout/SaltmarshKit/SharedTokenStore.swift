import Foundation
import Security

public struct SharedTokenStore {
    /// Team prefix + group. Must appear in keychain-access-groups of every
    /// process that touches it (the app and the widget).
    public static let widgetGroup = "7QK2M9XH4D.org.saltmarsh.hydrate.shared"
    public enum Failure: Error { case keychain(status: OSStatus) }
    private let accessGroup: String?

    public init(accessGroup: String?) { self.accessGroup = accessGroup }

    public func save(token: String) throws {
        var q: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                kSecAttrService as String: "org.saltmarsh.hydrate.sync",
                                kSecValueData as String: Data(token.utf8)]
        if let accessGroup { q[kSecAttrAccessGroup as String] = accessGroup }
        SecItemDelete(q as CFDictionary)
        let status = SecItemAdd(q as CFDictionary, nil)
        Log.token.info("SecItemAdd accessGroup=\(accessGroup ?? "default") status=\(status)")
        guard status == errSecSuccess else { throw Failure.keychain(status: status) }
    }

    public func load() throws -> String? { /* SecItemCopyMatching, same group */ nil }
    public func delete() throws {}
}
