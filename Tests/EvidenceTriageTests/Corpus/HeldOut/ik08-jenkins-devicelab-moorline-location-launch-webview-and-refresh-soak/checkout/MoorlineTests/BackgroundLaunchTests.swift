import XCTest
@testable import Moorline

final class BackgroundLaunchTests: XCTestCase {
    /// A significant-location-change launch happens with the app in the
    /// background; nothing on screen needs the dashboard (ML-702).
    func testLocationLaunchDoesNotLoadWebView() {
        let delegate = AppDelegate(environment: .testing())
        _ = delegate.application(.shared, didFinishLaunchingWithOptions: [.location: true])

        XCTAssertFalse(delegate.environment.webViewCache.isLoaded,
                       "web view was loaded during a background location launch")
    }

    func testLocationLaunchResumesMonitoring() {
        let delegate = AppDelegate(environment: .testing())
        _ = delegate.application(.shared, didFinishLaunchingWithOptions: [.location: true])
        XCTAssertTrue(delegate.environment.location.isMonitoringSignificantChanges)
    }
}
