import BackgroundTasks
import XCTest
@testable import Newsprig

final class RefreshSchedulingTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/").replacingOccurrences(of: "NewsprigTests.", with: ""), 1)
        BGTaskScheduler.shared.cancelAllTaskRequests()
    }

    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testBackgroundingSubmitsRefreshRequest() async throws {
        FeedRefreshScheduler.scheduleNext()
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        let refresh = pending.filter { $0.identifier == "com.newsprig.app.feed-refresh" }
        XCTAssertEqual(refresh.count, 1, "pending refresh requests after backgrounding")
    }

    func testEarliestBeginDateIsThirtyMinutesOut() {
        let request = BGAppRefreshTaskRequest(identifier: "com.newsprig.app.feed-refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        XCTAssertEqual(request.earliestBeginDate!.timeIntervalSinceNow, 1800, accuracy: 2)
    }
}
