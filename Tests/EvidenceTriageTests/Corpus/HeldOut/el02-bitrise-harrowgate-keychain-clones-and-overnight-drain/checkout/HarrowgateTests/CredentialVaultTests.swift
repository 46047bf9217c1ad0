import XCTest
@testable import Harrowgate

final class CredentialVaultTests: XCTestCase {
    private var vault: CredentialVault!

    override func setUpWithError() throws {
        vault = CredentialVault(service: "com.harrowgate.sync")
        try vault.removeAll()
    }

    override func tearDownWithError() throws {
        try vault.removeAll()
    }

    func testSaveThenReadRoundTrips() throws {
        try vault.save(token: "t-alpha", account: "alice@example.com")
        XCTAssertEqual(try vault.token(account: "alice@example.com"), "t-alpha")
    }

    func testSaveOverwritesExistingToken() throws {
        try vault.save(token: "t-alpha", account: "alice@example.com")
        try vault.save(token: "t-bravo", account: "bob@example.com")
        XCTAssertNoThrow(try vault.save(token: "t-alpha-2", account: "alice@example.com"))
        XCTAssertEqual(try vault.token(account: "alice@example.com"), "t-alpha-2")
        XCTAssertEqual(try vault.token(account: "bob@example.com"), "t-bravo")
    }

    /// The share extension writes the session token into the shared access
    /// group; the app must be able to read it back.
    func testReadsTokenWrittenByShareExtension() throws {
        let shared = CredentialVault(service: "com.harrowgate.sync", accessGroup: CredentialVault.sharedGroup)
        try shared.save(token: "t-share", account: "share-session")
        XCTAssertEqual(try shared.token(account: "share-session"), "t-share")
    }
}
