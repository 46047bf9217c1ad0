import XCTest
import KeychainAccess
@testable import DriftwoodPhotos

final class CredentialVaultTests: XCTestCase {
    func testStoreUploadCredential() throws {
        let vault = CredentialVault(keychain: Keychain(service: "com.driftwood.photos", accessGroup: "group.com.driftwood.shared"))
        try vault.store(uploadCredential: "vault-fixture", for: "pod-7731")
        XCTAssertEqual(try vault.uploadCredential(for: "pod-7731"), "vault-fixture")
    }
}
