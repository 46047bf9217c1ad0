import XCTest
@testable import Parcelpost

final class TrackingRefreshRegistrationTests: XCTestCase {
    func testArchiveCleanupHandlerIsRegistered() {
        guard #available(iOS 13.0, *) else { return }
        XCTAssertTrue(AppDelegate.registeredTaskIdentifiers.contains(AppDelegate.archiveCleanupTaskID))
    }

    func testTrackingRefreshHandlerIsRegistered() {
        guard #available(iOS 13.0, *) else { return }
        XCTAssertTrue(AppDelegate.registeredTaskIdentifiers.contains(AppDelegate.trackingRefreshTaskID),
                      "tracking refresh launch handler was not accepted by BGTaskScheduler")
    }
}
