import XCTest
@testable import Quaykeep

final class KeychainTokenStoreTests: XCTestCase {
    func testSaveAndReadBack() throws {
        let store = KeychainTokenStore(service: "com.quaykeep.session", accessGroup: "8MZ3KQ7V2L.com.quaykeep.shared")
        try store.save("fixture-session-value", account: "courier-17")
        XCTAssertEqual(try store.read(account: "courier-17"), "fixture-session-value")
    }
}
