import XCTest
@testable import Stridekeep

final class SpyFetchConfigurator: BackgroundFetchConfiguring {
    private(set) var interval: String?
    func setMinimumBackgroundFetchInterval(_ interval: TimeInterval) {
        self.interval = interval == UIApplication.backgroundFetchIntervalMinimum ? "minimum" : "\(interval)"
    }
}

final class BadgeFetchSetupTests: XCTestCase {
    func testBackgroundFetchIntervalSetAtLaunch() {
        let spy = SpyFetchConfigurator()
        AppEnvironment.fetchConfigurator = spy
        _ = AppDelegate().application(.shared, didFinishLaunchingWithOptions: nil)
        XCTAssertEqual(spy.interval, "minimum", "setMinimumBackgroundFetchInterval was never called at launch; the system default is never")
    }
}
