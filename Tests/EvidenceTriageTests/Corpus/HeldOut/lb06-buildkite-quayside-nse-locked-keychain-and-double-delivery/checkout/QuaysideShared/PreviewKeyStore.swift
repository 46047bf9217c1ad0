import Foundation
import Security

struct PreviewKeyStore {
    let accessGroup: String
    enum Failure: Error { case status(OSStatus) }

    private var base: [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "preview-key",
         kSecAttrAccessGroup as String: accessGroup]
    }

    func save(_ key: Data) throws {
        SecItemDelete(base as CFDictionary)
        var q = base
        q[kSecValueData as String] = key
        q[kSecAttrAccessible as String] = kSecAttrAccessibleWhenUnlocked   // #512: copied from the session token
        let s = SecItemAdd(q as CFDictionary, nil)
        guard s == errSecSuccess else { throw Failure.status(s) }
        NSLog("[Keys] saved preview key (group %@, accessible=%@)", accessGroup, kSecAttrAccessibleWhenUnlocked as String)
    }

    func attributes() throws -> [String: Any] {
        var q = base; q[kSecReturnAttributes as String] = true
        var out: CFTypeRef?
        let s = SecItemCopyMatching(q as CFDictionary, &out)
        guard s == errSecSuccess, let a = out as? [String: Any] else { throw Failure.status(s) }
        return a
    }
}
