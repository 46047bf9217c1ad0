import XCTest
@testable import Larkspur

final class KeychainTokenStoreTests: XCTestCase {
    private var store: KeychainTokenStore!

    override func setUp() {
        super.setUp()
        store = KeychainTokenStore(service: "com.larkspurapps.reader.tests")
        try? store.delete(.refreshToken)
        try? store.delete(.sessionToken)
    }

    func testStoresAndReadsRefreshToken() throws {
        XCTAssertNoThrow(try store.save("r-1f0c", for: .refreshToken))
        XCTAssertEqual(try store.read(.refreshToken), "r-1f0c")
    }

    func testReadMissingTokenThrowsItemNotFound() {
        XCTAssertThrowsError(try store.read(.sessionToken)) { error in
            XCTAssertEqual(error as? KeychainError, .itemNotFound)
        }
    }

    func testDeleteRemovesToken() throws {
        XCTAssertNoThrow(try store.save("s-2b91", for: .sessionToken))
        XCTAssertNoThrow(try store.delete(.sessionToken))
        XCTAssertThrowsError(try store.read(.sessionToken)) { error in
            XCTAssertEqual(error as? KeychainError, .itemNotFound)
        }
    }
}
