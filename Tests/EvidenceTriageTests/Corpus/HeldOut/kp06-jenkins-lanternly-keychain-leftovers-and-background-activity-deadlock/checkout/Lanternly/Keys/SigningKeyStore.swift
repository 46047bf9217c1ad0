import Foundation
import Security

/// Device signing key used for the vault-sync CSR. Stored permanently in the keychain under a fixed tag.
final class SigningKeyStore {
    static let tag = "com.lanternly.app.signing-key".data(using: .utf8)!

    /// Generates the key pair on first launch. Returns the OSStatus of storing it.
    @discardableResult
    func generateSigningKey() -> OSStatus {
        var error: Unmanaged<CFError>?
        let attributes: [String: Any] = [
            kSecAttrKeyType as String: kSecAttrKeyTypeECSECPrimeRandom,
            kSecAttrKeySizeInBits as String: 256,
            kSecPrivateKeyAttrs as String: [
                kSecAttrIsPermanent as String: true,
                kSecAttrApplicationTag as String: Self.tag,
                kSecAttrLabel as String: "Lanternly device key",
            ],
        ]
        guard SecKeyCreateRandomKey(attributes as CFDictionary, &error) != nil else {
            let status = OSStatus((error!.takeRetainedValue() as Error as NSError).code)
            NSLog("[Keys] storing signing key failed: OSStatus %d", status)
            return status
        }
        return errSecSuccess
    }

    func storedPublicKey() -> SecKey? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassKey,
            kSecAttrApplicationTag as String: Self.tag,
            kSecReturnRef as String: true,
        ]
        var item: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess else { return nil }
        return SecKeyCopyPublicKey(item as! SecKey)
    }
}
