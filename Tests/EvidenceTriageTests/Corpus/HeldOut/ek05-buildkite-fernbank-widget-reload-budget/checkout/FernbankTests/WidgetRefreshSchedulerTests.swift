import XCTest
@testable import Fernbank

final class WidgetRefreshSchedulerTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testAppRefreshRepublishesWidgetsWithinFifteenMinutes() {
        let republished = expectation(forNotification: .widgetSnapshotsPublished, object: nil)
        WidgetRefreshScheduler.schedule(after: 60)
        wait(for: [republished], timeout: 900)
    }
}
