//
//  FeedRefreshTaskHandlerTests.swift
//  TidewaterTests
//

import XCTest
import BackgroundTasks
@testable import TidewaterKit

final class FeedRefreshTaskHandlerTests: XCTestCase {
    func testHandlerSubmitsNextRefreshOnSuccess() async throws {
        let scheduler = FakeTaskScheduler()
        let task = FakeRefreshTask()
        let handler = FeedRefreshTaskHandler(refresher: StubRefresher(result: .success(3)), scheduler: scheduler)

        handler.run(task)
        try await task.waitForCompletion()

        XCTAssertEqual(scheduler.submitted.map(\.identifier), ["com.tidewaterapp.reader.feed-refresh"])
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testHandlerSubmitsNextRefreshBeforeWork() async throws {
        let scheduler = FakeTaskScheduler()
        let task = FakeRefreshTask()
        let handler = FeedRefreshTaskHandler(refresher: StubRefresher(result: .failure(URLError(.timedOut))), scheduler: scheduler)

        handler.run(task)
        try await task.waitForCompletion()

        // A failed run must still leave the next request with the system.
        XCTAssertEqual(scheduler.submitted.count, 1, "no refresh request was submitted for the next run")
        XCTAssertEqual(task.completedSuccess, false)
    }
}

final class FakeTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    func submit(_ taskRequest: BGTaskRequest) throws { submitted.append(taskRequest) }
}

final class FakeRefreshTask: RefreshTaskProtocol {
    var expirationHandler: (() -> Void)?
    private(set) var completedSuccess: Bool?
    private var continuation: CheckedContinuation<Void, Never>?

    func setTaskCompleted(success: Bool) {
        completedSuccess = success
        continuation?.resume()
        continuation = nil
    }

    func waitForCompletion() async throws {
        if completedSuccess != nil { return }
        await withCheckedContinuation { continuation = $0 }
    }
}

final class StubRefresher: FeedRefreshing {
    let result: Result<Int, Error>
    init(result: Result<Int, Error>) { self.result = result }
    func refreshAll() async throws -> Int { try result.get() }
    func cancel() {}
}
