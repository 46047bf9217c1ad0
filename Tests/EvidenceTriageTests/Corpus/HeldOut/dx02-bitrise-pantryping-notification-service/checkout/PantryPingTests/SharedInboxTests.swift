import XCTest
@testable import PantryPing

/// The NSE records each delivered push into the app group so the Inbox tab can show it.
/// Both bundles must resolve the same AppGroupIdentifier from the xcconfig.
final class SharedInboxTests: XCTestCase {
    func testExtensionWritesAreVisibleToApp() throws {
        let appGroup = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "AppGroupIdentifier") as? String)
        let nse = try XCTUnwrap(Bundle(url: Bundle.main.builtInPlugInsURL!.appendingPathComponent("PantryPingNotificationService.appex")))
        let nseGroup = try XCTUnwrap(nse.object(forInfoDictionaryKey: "AppGroupIdentifier") as? String)
        XCTAssertEqual(nseGroup, appGroup, "NSE writes to a different app group container than the app reads")
    }

    func testInboxDecodesStoredItems() throws {
        let store = SharedInbox(defaults: UserDefaults(suiteName: #function)!)
        store.append(.init(id: "n-1", title: "Milk expires tomorrow", receivedAt: .init(timeIntervalSince1970: 0)))
        XCTAssertEqual(store.items.map(\.id), ["n-1"])
    }
}
