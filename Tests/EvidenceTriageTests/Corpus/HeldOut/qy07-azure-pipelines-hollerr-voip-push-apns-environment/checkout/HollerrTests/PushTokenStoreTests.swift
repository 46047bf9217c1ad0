import XCTest
@testable import Hollerr

final class PushTokenStoreTests: XCTestCase {
    func testVoipTokenSavedAsZeroPaddedHex() {
        let store = PushTokenStore()
        store.save(voip: Data([0x0a, 0xff, 0x01]))
        XCTAssertEqual(store.voipHex, "0aff01")
    }
}
