import Security
import XCTest
@testable import Oriel

final class PasscodeVaultTests: XCTestCase {
    private let vault = PasscodeVault(service: "com.orielaudio.oriel.tests")

    func testMissingItemReportsNotFound() {
        XCTAssertEqual(vault.status(forReading: "no-such-feed"), errSecItemNotFound)
    }

    func testReadsPasscodeProtectedItem() throws {
        try vault.store(Data("feed-credential-fixture".utf8), account: "private-feed")
        XCTAssertEqual(vault.status(forReading: "private-feed"), errSecSuccess)
    }
}
