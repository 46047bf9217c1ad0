import XCTest
@testable import Larchmont

private final class FakeTask: BackgroundTaskHandle {
    var expirationHandler: (() -> Void)?
    let completed: XCTestExpectation
    private(set) var results: [Bool] = []
    init(_ completed: XCTestExpectation) { self.completed = completed }
    func setTaskCompleted(success: Bool) {
        results.append(success)
        completed.fulfill()
    }
}

final class ListSyncTaskTests: XCTestCase {
    func testCompletesSuccessWhenUploadFinishes() {
        let done = expectation(description: "setTaskCompleted called")
        let task = FakeTask(done)
        ListSyncTaskAdapter(job: ListSyncJob(api: StubListAPI(uploadDelay: 0))).handle(task)
        wait(for: [done], timeout: 2)
        XCTAssertEqual(task.results, [true])
    }

    func testExpirationDuringUploadCompletesTaskOnce() {
        let done = expectation(description: "setTaskCompleted called")
        let task = FakeTask(done)
        let api = StubListAPI(uploadDelay: 0.2)
        ListSyncTaskAdapter(job: ListSyncJob(api: api)).handle(task)
        api.waitUntilUploadStarts()
        task.expirationHandler?()
        wait(for: [done], timeout: 2)
        XCTAssertEqual(task.results, [false])
    }

    func testCancelledJobDoesNotMarkListsSynced() async throws {
        let api = StubListAPI(uploadDelay: 0.2)
        let job = ListSyncJob(api: api)
        let run = Task { try await job.run() }
        api.waitUntilUploadStarts()
        job.cancel()
        _ = try? await run.value
        XCTAssertNil(api.lastSyncedMarker)
    }
}
