import XCTest
import UIKit
@testable import Lumen

/// Unit tests for the native status bridge that backs `BackgroundTask.getStatusAsync()`.
final class BackgroundTaskStatusTests: XCTestCase {
    func testStatusIsRestrictedOnSimulator() {
        let reader = BackgroundTaskStatusReader(refreshStatus: { .available }, isSimulator: true)
        XCTAssertEqual(reader.read(), .restricted)
    }

    func testStatusIsAvailableWhenRefreshOn() {
        let reader = BackgroundTaskStatusReader(refreshStatus: { .available }, isSimulator: false)
        XCTAssertEqual(reader.read(), .available)
    }

    func testStatusIsDeniedWhenBackgroundRefreshOff() {
        // The onboarding banner ("Background sync is off") depends on this value.
        let reader = BackgroundTaskStatusReader(refreshStatus: { .denied }, isSimulator: false)
        XCTAssertEqual(reader.read(), .denied, "Settings > General > Background App Refresh is off")
    }
}
