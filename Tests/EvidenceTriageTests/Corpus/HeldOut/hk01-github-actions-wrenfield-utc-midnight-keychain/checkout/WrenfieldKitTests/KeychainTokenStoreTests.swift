import XCTest
@testable import WrenfieldKit

final class KeychainTokenStoreTests: XCTestCase {
    private var store: KeychainTokenStore!

    override func setUp() {
        super.setUp()
        store = KeychainTokenStore(service: "com.wrenfield.sync.tests", account: "api-token")
        store.delete()
    }

    override func tearDown() {
        store.delete()
        super.tearDown()
    }

    func testSaveThenLoadRoundTrips() throws {
        XCTAssertNoThrow(try store.save("wf_test_token_A"))
        XCTAssertEqual(try store.load(), "wf_test_token_A")
    }

    func testOverwriteReplacesExistingToken() throws {
        XCTAssertNoThrow(try store.save("wf_test_token_A"))
        XCTAssertNoThrow(try store.save("wf_test_token_B"))
        XCTAssertEqual(try store.load(), "wf_test_token_B")
    }

    func testLoadWithoutSaveReturnsNil() throws {
        XCTAssertNil(try store.load())
    }
}
