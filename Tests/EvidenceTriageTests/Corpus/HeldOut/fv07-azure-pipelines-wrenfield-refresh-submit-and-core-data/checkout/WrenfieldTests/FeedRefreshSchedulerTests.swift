import BackgroundTasks
import XCTest
@testable import Wrenfield

final class FeedRefreshSchedulerTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testEarliestBeginDateIsThirtyMinutesOut() throws {
        let spy = SubmitSpy()
        let sut = FeedRefreshScheduler(scheduler: spy)
        sut.scheduleFeedRefresh()
        let request = try XCTUnwrap(spy.requests.first as? BGAppRefreshTaskRequest)
        XCTAssertEqual(request.earliestBeginDate!.timeIntervalSinceNow, 30 * 60, accuracy: 5)
    }

    /// WREN-611: end-to-end check that the real scheduler accepts our request.
    func testScheduleFeedRefreshSubmitsToSystemScheduler() throws {
        let sut = FeedRefreshScheduler(scheduler: BGTaskScheduler.shared)
        XCTAssertNoThrow(try sut.scheduleFeedRefresh().get())
        XCTAssertNotNil(sut.lastSubmittedRequest)
    }
}

final class SubmitSpy: TaskSubmitting {
    private(set) var requests: [BGTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws { requests.append(request) }
}
