import BackgroundTasks
import UIKit
import XCTest
@testable import Switchback

final class ConditionsRefreshTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        ConditionsRefreshScheduler.onRefreshCompleted = nil
        unsetenv("EVIDENCE_TEST_ID")
    }

    /// Backgrounds the app and waits for iOS to run the conditions refresh.
    func testConditionsRefreshFiresAfterBackgrounding() {
        let ran = expectation(description: "conditions-refresh launch handler ran")
        ConditionsRefreshScheduler.onRefreshCompleted = { ran.fulfill() }

        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        wait(for: [ran], timeout: 90)
    }

    func testRefreshRequestUsesFifteenMinuteFloor() throws {
        let request = BGAppRefreshTaskRequest(identifier: ConditionsRefreshScheduler.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        let offset = try XCTUnwrap(request.earliestBeginDate).timeIntervalSinceNow
        XCTAssertEqual(offset, 900, accuracy: 2)
    }
}
