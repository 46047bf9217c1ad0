import BackgroundTasks
import XCTest
@testable import Lantern

/// Runs in the app host on the lab iPhone. AppDelegate registers the digest tasks
/// in application(_:didFinishLaunchingWithOptions:) through DigestTasks, which
/// remembers what BGTaskScheduler.register returned.
final class DigestTaskRegistrationTests: XCTestCase {
    func testRefreshHandlerRegisteredAtLaunch() {
        XCTAssertTrue(DigestTasks.shared.registeredAtLaunch.contains(DigestTasks.refreshIdentifier), "BGTaskScheduler.register returned false for \(DigestTasks.refreshIdentifier)")
    }

    func testProcessingRequestSubmitted() {
        XCTAssertNoThrow(try DigestTasks.shared.submitProcessing(earliest: Date(timeIntervalSinceNow: 3600)))
        XCTAssertEqual(DigestTasks.shared.lastSubmitted, DigestTasks.processingIdentifier)
    }
}
