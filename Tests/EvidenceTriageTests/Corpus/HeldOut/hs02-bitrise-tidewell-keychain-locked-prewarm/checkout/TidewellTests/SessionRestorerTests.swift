import XCTest
@testable import Tidewell

final class SessionRestorerTests: XCTestCase {
    func testRestoresWhenTokenPresent() {
        let keychain = FakeKeychain(items: ["oauth.refresh": Data("rt".utf8)])
        var signedOut = false
        let restorer = SessionRestorer(tokens: TokenStore(keychain: keychain), onSignOut: { signedOut = true })
        XCTAssertEqual(restorer.restore(), .restored)
        XCTAssertFalse(signedOut)
    }

    func testSignsOutWhenTokenMissing() {
        var signedOut = false
        let restorer = SessionRestorer(tokens: TokenStore(keychain: FakeKeychain(items: [:])), onSignOut: { signedOut = true })
        XCTAssertEqual(restorer.restore(), .signedOut)
        XCTAssertTrue(signedOut)
    }

    func testLockedKeychainDefersInsteadOfSigningOut() {
        // A prewarmed or background launch before the user unlocks: SecItemCopyMatching
        // returns errSecInteractionNotAllowed ("User interaction is not allowed.").
        let keychain = FakeKeychain(items: ["oauth.refresh": Data("rt".utf8)],
                                    readError: .interactionNotAllowed)
        var signedOut = false
        let restorer = SessionRestorer(tokens: TokenStore(keychain: keychain), onSignOut: { signedOut = true })

        let result = restorer.restore()

        XCTAssertEqual(result, .deferredUntilProtectedDataAvailable)
        XCTAssertFalse(signedOut, "a locked keychain must not sign the user out")
        XCTAssertNotNil(keychain.items["oauth.refresh"], "token was deleted while the keychain was locked")
    }
}
