import XCTest
import Shared
@testable import iosApp

final class TokenRefreshTaskTests: XCTestCase {

    func testHandlerResubmitsAfterSuccessfulRefresh() async throws {
        let submitter = FakeTaskSubmitter()
        let task = FakeBackgroundTaskHandle()
        let sut = TokenRefreshTask(submitter: submitter, refresher: FakeTokenRefresher(fails: false))
        try await sut.handle(task: task)
        XCTAssertEqual(submitter.submitted.count, 1)
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testHandlerResubmitsAfterFailedRefresh() async throws {
        // A failed refresh must still chain the next BGAppRefreshTaskRequest,
        // otherwise the app silently stops refreshing tokens.
        let submitter = FakeTaskSubmitter()
        let task = FakeBackgroundTaskHandle()
        let sut = TokenRefreshTask(submitter: submitter, refresher: FakeTokenRefresher(fails: true))
        try await sut.handle(task: task)
        XCTAssertEqual(submitter.submitted.count, 1, "refresh must be resubmitted on the failure path")
        XCTAssertEqual(task.completedSuccess, false)
    }
}
