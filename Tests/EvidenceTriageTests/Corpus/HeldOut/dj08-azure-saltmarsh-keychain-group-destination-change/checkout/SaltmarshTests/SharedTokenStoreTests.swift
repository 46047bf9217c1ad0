import XCTest
@testable import SaltmarshKit

/// Hosted in Saltmarsh.app. The intake-refresh task writes the HealthKit sync
/// token; the widget extension reads it through the shared keychain group.
final class SharedTokenStoreTests: XCTestCase {
    func testAppOnlyTokenRoundTrip() throws {
        let store = SharedTokenStore(accessGroup: nil)
        try store.save(token: "at-test-0001")
        XCTAssertEqual(try store.load(), "at-test-0001")
    }

    func testWidgetGroupTokenRoundTrip() throws {
        let store = SharedTokenStore(accessGroup: SharedTokenStore.widgetGroup)
        defer { try? store.delete() }








        XCTAssertNoThrow(try store.save(token: "wt-test-5521"), "the widget reads the token from the shared access group")
        XCTAssertEqual(try? store.load(), "wt-test-5521")
    }
}
