import XCTest
@testable import PennantCore

// PennantWalletTests runs without a host application (TEST_HOST is empty) so the suite starts faster.
final class KeychainStoreTests: XCTestCase {
    private let store = KeychainStore(service: "com.pennant.wallet.session")

    override func tearDown() {
        try? store.removeAll()
        super.tearDown()
    }

    func testMissingItemReadsNil() throws {
        XCTAssertNil(try store.read("absent"))
    }

    func testSaveAndReadToken() throws {
        try store.save("session-fixture-value", for: "refresh")
        XCTAssertEqual(try store.read("refresh"), "session-fixture-value")
    }
}
