import XCTest
@testable import Lanternfish

/// End-to-end check that backgrounding the app leads to a config refresh.
final class ConfigRefreshSchedulingTests: XCTestCase {
    func testConfigRefreshRunsAfterBackgrounding() {
        let ran = expectation(forNotification: .configRefreshDidRun, object: nil)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        // The request asks for earliestBeginDate in an hour, but on CI the system usually runs it sooner.
        wait(for: [ran], timeout: 90)
    }
}
