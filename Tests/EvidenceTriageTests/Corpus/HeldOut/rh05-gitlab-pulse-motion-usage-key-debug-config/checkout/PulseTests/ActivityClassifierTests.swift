import XCTest
import CoreMotion
@testable import Pulse

final class ActivityClassifierTests: XCTestCase {
    func testQueriesLastHourOfActivity() {
        let classifier = ActivityClassifier()
        let done = expectation(description: "query finished")
        classifier.queryLastHour { _ in done.fulfill() }
        wait(for: [done], timeout: 5)
    }

    func testStartsActivityUpdatesOnLaunch() {
        let classifier = ActivityClassifier()
        classifier.startLiveUpdates { _ in }
        XCTAssertTrue(classifier.lastActivities.isEmpty)
    }
}
