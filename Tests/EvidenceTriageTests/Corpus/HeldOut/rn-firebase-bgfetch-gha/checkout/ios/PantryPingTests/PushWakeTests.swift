import XCTest
import UserNotifications
@testable import PantryPing

final class PushWakeTests: XCTestCase {
  func testSilentRestockPayloadCarriesContentAvailable() throws {
    let payload = RestockPushBuilder().apnsPayload(sku: "oat-milk-1l", count: 3)
    let aps = try XCTUnwrap(payload["aps"] as? [String: Any])
    XCTAssertEqual(aps["content-available"] as? Int, 1, "silent restock push will not wake the app")
  }

  func testRemoteNotificationBackgroundModeDeclared() {
    let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes = \(modes)")
  }

  func testFcmTokenPersistsAcrossRelaunch() throws {
    let store = TokenStore(suite: "test.tokens")
    store.save("fcm-test-token-0001")
    XCTAssertEqual(TokenStore(suite: "test.tokens").current, "fcm-test-token-0001")
  }
}

final class BackgroundFetchTaskTests: XCTestCase {
  func testFetchEventArrivesWithinMinimumInterval() throws {
    let fired = expectation(description: "BackgroundFetch onEvent")
    PantryFetch.shared.onEvent = { _ in fired.fulfill() }
    try PantryFetch.shared.configure(minimumFetchInterval: 15)
    wait(for: [fired], timeout: 90)
  }
}
