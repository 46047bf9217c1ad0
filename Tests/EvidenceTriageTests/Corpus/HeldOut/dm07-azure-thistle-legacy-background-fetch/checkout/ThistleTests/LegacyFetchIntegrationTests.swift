import UIKit
import XCTest
@testable import Thistle

final class LegacyFetchIntegrationTests: XCTestCase {
    func testSystemCallsPerformFetchWithinTenMinutes() {
        let fetched = expectation(forNotification: AppDelegate.didPerformFetchNotification, object: nil)
        UIApplication.shared.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
        wait(for: [fetched], timeout: 600)
    }
}
