import XCTest
@testable import Beaconet

final class ChannelKeyStoreTests: XCTestCase {
    private let store = ChannelKeyStore(service: "com.beaconet.tests.channel-keys")

    override func setUp() {
        super.setUp()
        try? store.removeAll()
    }

    func testStoresAndReadsKey() throws {
        try store.save(key: Data(repeating: 7, count: 32), channel: "LongFast")
        XCTAssertEqual(try store.key(channel: "LongFast")?.count, 32)
    }

    func testRotatedKeyReplacesOldKey() throws {
        try store.save(key: Data(repeating: 1, count: 32), channel: "Harbour")
        XCTAssertNoThrow(try store.save(key: Data(repeating: 2, count: 32), channel: "Harbour"))
        XCTAssertEqual(try store.key(channel: "Harbour"), Data(repeating: 2, count: 32))
    }
}
