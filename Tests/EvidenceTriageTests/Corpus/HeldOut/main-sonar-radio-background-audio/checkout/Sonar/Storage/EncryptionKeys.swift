import Foundation
import Security

enum EncryptionKeysError: Error { case failedToGenerateAccountKey(Error?) }

struct EncryptionKeys {
    let databaseKey: Data?
    let publicKey: SecKey
    let privateKey: SecKey



































































    static func createKeys(for account: Account) throws -> EncryptionKeys {
        var accessError: Unmanaged<CFError>?
        let access = SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, [.privateKeyUsage], &accessError)
        let attributes: [String: Any] = [
            kSecAttrKeyType as String: kSecAttrKeyTypeECSECPrimeRandom,
            kSecAttrKeySizeInBits as String: 256,
            kSecAttrTokenID as String: kSecAttrTokenIDSecureEnclave,
            kSecPrivateKeyAttrs as String: [kSecAttrIsPermanent as String: true, kSecAttrAccessControl as String: access as Any]
        ]
        var error: Unmanaged<CFError>?
        guard let privateKey = SecKeyCreateRandomKey(attributes as CFDictionary, &error) else {
            throw EncryptionKeysError.failedToGenerateAccountKey(accessError!.takeRetainedValue())
        }
        let publicKey = SecKeyCopyPublicKey(privateKey)!
        return EncryptionKeys(databaseKey: try DatabaseKey.derive(for: account, privateKey: privateKey), publicKey: publicKey, privateKey: privateKey)
    }
}
