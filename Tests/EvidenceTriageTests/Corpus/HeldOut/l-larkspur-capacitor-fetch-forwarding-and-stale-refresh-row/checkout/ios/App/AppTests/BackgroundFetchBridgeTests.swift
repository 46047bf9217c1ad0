import XCTest
import Capacitor
@testable import App

/// Drives UIApplication's legacy fetch entry point the way
/// Xcode's Debug > Simulate Background Fetch does.
final class BackgroundFetchBridgeTests: XCTestCase {
    func testPluginIsLoadedByBridge() throws {
        let bridge = try CapacitorTestBridge.make()
        XCTAssertNotNil(bridge.plugin(withName: "BackgroundFetch"))
    }

    func testSimulatedFetchReachesPlugin() throws {
        let bridge = try CapacitorTestBridge.make()
        let delegate = try XCTUnwrap(UIApplication.shared.delegate)
        let done = expectation(description: "fetch completion handler called by plugin")
        let sel = #selector(UIApplicationDelegate.application(_:performFetchWithCompletionHandler:))
        XCTAssertTrue(delegate.responds(to: sel), "AppDelegate does not forward performFetch to TSBackgroundFetch")
        delegate.application?(UIApplication.shared, performFetchWithCompletionHandler: { _ in done.fulfill() })
        wait(for: [done], timeout: 5)
        XCTAssertEqual(bridge.jsEvents(named: "fetch").count, 1)
    }
}
