import BackgroundTasks
import UIKit
import XCTest
@testable import PantryPal

/// "Integration" check written when pantry-refresh shipped: background the app and
/// wait for iOS to run the refresh task.
final class PantryRefreshSchedulingTests: XCTestCase {
    func testRefreshRequestIsSubmittedOnBackground() throws {
        let recorder = DiagnosticsRecorder.shared
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        XCTAssertTrue(recorder.hasSubmission(for: AppDelegate.refreshID))
    }

    func testPantryRefreshRunsAfterBackgrounding() throws {
        let launched = expectation(description: "pantry-refresh launched")
        PantryRefreshHandler.onLaunchForTesting = { launched.fulfill() }
        // earliestBeginDate is now + 60 s in scheduleNext()
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [launched], timeout: 120)
    }
}
