import XCTest
@testable import Tern

final class KeychainTokenStoreTests: XCTestCase {
    let store = KeychainTokenStore()

    func testSaveAndLoadRoundTrip() throws {
        try store.save("tok-1", account: "roundtrip-\(UUID().uuidString)")
    }

    func testSavingTwiceUpdatesValue() throws {
        try store.save("tok-1", account: "primary")
        try store.save("tok-2", account: "primary")
        XCTAssertEqual(try store.load(account: "primary"), "tok-2")
    }
}
