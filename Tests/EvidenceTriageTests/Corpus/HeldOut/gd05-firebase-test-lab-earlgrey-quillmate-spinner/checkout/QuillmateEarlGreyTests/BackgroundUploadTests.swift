import EarlGrey
import XCTest

final class BackgroundUploadTests: XCTestCase {

    func testPendingUploadsDrainAfterProcessingTask() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundUploadTests/testPendingUploadsDrainAfterProcessingTask"
        app.launchArguments += ["-QMQueueFixtureUploads", "4"]
        app.launch()
        let hooks = GREYHostApplicationDistantObject.sharedInstance.testHooks
        XCTAssertNoThrow(try hooks.submitUploadDrain())

        // Device farm phones sit on a charger, so the processing task
        // should be granted within ten minutes.
        XCUIDevice.shared.press(.home)
        let drained = NSPredicate { _, _ in hooks.pendingUploadCount() == 0 }
        let expectation = XCTNSPredicateExpectation(predicate: drained, object: nil)
        XCTAssertEqual(XCTWaiter.wait(for: [expectation], timeout: 600), .completed,
                       "queued uploads were not drained by the processing task")
    }
}
