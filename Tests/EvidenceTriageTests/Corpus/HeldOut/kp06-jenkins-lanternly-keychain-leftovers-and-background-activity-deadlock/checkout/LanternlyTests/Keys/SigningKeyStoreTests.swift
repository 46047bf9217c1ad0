import Security
import XCTest
@testable import Lanternly

final class SigningKeyStoreTests: XCTestCase {
    private let store = SigningKeyStore()

    func testCSRSignatureVerifiesWithStoredPublicKey() throws {
        let csr = try CSRBuilder(subject: "CN=lanternly-ci").build(signingWith: FreshKeyPair.make())
        let publicKey = try XCTUnwrap(store.storedPublicKey())
        XCTAssertTrue(csr.verifySignature(with: publicKey),
                      "CSR signature did not verify against the public key read back from the keychain")
    }

    func testFirstLaunchGeneratesSigningKey() {
        let status = store.generateSigningKey()
        XCTAssertEqual(status, errSecSuccess, "SecKeyCreateRandomKey for the signing key")
    }
}
