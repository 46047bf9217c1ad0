import XCTest
import BackgroundTasks
@testable import Parley

/// Runs in the app host against the real BGTaskScheduler.
final class BackgroundProcessingRegistrationTests: XCTestCase {

    func testCleanupRequestSubmits() {
        var submitError: Error?
        do { try BackgroundWork.shared.scheduleCleanup() } catch { submitError = error }
        XCTAssertNil(submitError, "notification-cleanup request rejected")
    }
}
