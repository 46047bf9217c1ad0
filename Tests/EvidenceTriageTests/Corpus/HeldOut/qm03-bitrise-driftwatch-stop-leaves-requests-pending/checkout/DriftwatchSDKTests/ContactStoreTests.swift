import XCTest
@testable import DriftwatchSDK

final class ContactStoreTests: XCTestCase {
    func testBulkInsertTenThousandHandshakes() throws {
        let store = try ContactStore.inMemory()
        let handshakes = (0..<10_000).map { Handshake.fixture(index: $0) }
        try store.insert(handshakes)
        XCTAssertEqual(try store.count(), 10_000)
    }
}
