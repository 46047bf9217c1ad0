import XCTest
@testable import Porchlight

final class LocalPushSettingsTests: XCTestCase {
    func testLocalPushEnabledByDefaultForInternalURL() {
        let connection = ConnectionInfo(internalURL: URL(string: "http://homeassistant.local:8123")!,
                                        internalSSIDs: ["Porch-5G"])
        XCTAssertTrue(connection.isLocalPushEnabled)
    }

    func testLocalPushRequiresSSID() {
        let connection = ConnectionInfo(internalURL: URL(string: "http://homeassistant.local:8123")!,
                                        internalSSIDs: [])
        XCTAssertFalse(connection.isLocalPushAvailable)
    }
}
