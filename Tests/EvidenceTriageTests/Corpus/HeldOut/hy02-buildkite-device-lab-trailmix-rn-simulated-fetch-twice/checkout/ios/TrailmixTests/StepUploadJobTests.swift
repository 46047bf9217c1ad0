import XCTest
@testable import Trailmix

final class StepUploadJobTests: XCTestCase {

    func testUploadsClosedDays() throws {
        let store = InMemoryStepStore(days: [.init(date: "2026-11-28", steps: 8412), .init(date: "2026-11-29", steps: 10233)])
        let api = RecordingStepAPI()
        let done = expectation(description: "upload finished")
        StepUploadJob(store: store, api: api).run { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(api.uploadedDays, ["2026-11-28", "2026-11-29"])
    }

    func testSkipsDaysAlreadyUploaded() throws {
        let store = InMemoryStepStore(days: [.init(date: "2026-11-28", steps: 8412), .init(date: "2026-11-29", steps: 10233)])
        let api = RecordingStepAPI()
        let job = StepUploadJob(store: store, api: api)
        for _ in 0..<2 {
            let done = expectation(description: "upload finished")
            job.run { _ in done.fulfill() }
            wait(for: [done], timeout: 2)
        }
        XCTAssertEqual(api.uploadedDays, ["2026-11-28", "2026-11-29"], "second run must not re-send days the server already has")
    }

    func testFailedUploadLeavesDaysPending() throws {
        let store = InMemoryStepStore(days: [.init(date: "2026-11-29", steps: 10233)])
        let api = RecordingStepAPI(failWith: URLError(.timedOut))
        let done = expectation(description: "upload finished")
        StepUploadJob(store: store, api: api).run { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(store.pendingDays.map(\.date), ["2026-11-29"])
    }
}
