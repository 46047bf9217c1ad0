import XCTest
import TSBackgroundFetch
@testable import App

/// Capacitor shell: cordova-plugin-background-fetch must see Xcode's "Simulate Background Fetch".
final class BackgroundFetchTests: XCTestCase {
    func testSimulatedFetchReachesPlugin() {
        let received = expectation(description: "TSBackgroundFetch received fetch event")
        let probe = FetchProbe.install(on: TSBackgroundFetch.sharedInstance()) { received.fulfill() }
        defer { probe.remove() }
        let delegate = UIApplication.shared.delegate!
        XCTAssertTrue(delegate.responds(to: #selector(UIApplicationDelegate.application(_:performFetchWithCompletionHandler:))),
                      "AppDelegate must forward background fetch to the plugin")
        delegate.application?(UIApplication.shared, performFetchWithCompletionHandler: { _ in })
        wait(for: [received], timeout: 5)
    }
}
