import XCTest
import KeychainAccess
@testable import CobaltKit

/// CobaltKitTests runs without a host application (TEST_HOST is empty).
final class TokenVaultTests: XCTestCase {
    private let vault = TokenVault(keychain: Keychain(service: "com.cobaltledger.tokens"))

    func testMissingTokenIsNil() throws {
        XCTAssertNil(try vault.refreshToken(for: "nobody"))
    }

    func testRefreshTokenRoundTrip() throws {
        try vault.store(refreshToken: "rt_9f2c41", for: "ada")
        XCTAssertEqual(try vault.refreshToken(for: "ada"), "rt_9f2c41")
    }
}
