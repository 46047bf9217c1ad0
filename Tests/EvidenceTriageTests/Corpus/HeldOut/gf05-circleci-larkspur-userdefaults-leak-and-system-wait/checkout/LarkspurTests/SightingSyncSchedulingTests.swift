import UIKit
import XCTest
@testable import Larkspur

final class SightingSyncSchedulingTests: XCTestCase {

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSyncRunsAfterEnteringBackground() {
        let ran = expectation(forNotification: .sightingSyncDidRun, object: nil)
        ran.expectationDescription = "system launched com.larkspur.app.sighting-sync"

        // The app submits the refresh request when it moves to the background.
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        // earliestBeginDate is 60 s out; give the scheduler half a minute of slack.
        wait(for: [ran], timeout: 90)
    }
}
