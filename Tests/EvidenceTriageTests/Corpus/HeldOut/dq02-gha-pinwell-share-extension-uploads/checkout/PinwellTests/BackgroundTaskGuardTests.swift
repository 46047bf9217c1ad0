import XCTest
@testable import Pinwell

private final class FakeTaskRunner: BackgroundTaskRunning {
    private(set) var began = 0
    private(set) var ended = 0
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        began += 1
        return UIBackgroundTaskIdentifier(rawValue: began)
    }
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) { ended += 1 }
}

final class BackgroundTaskGuardTests: XCTestCase {
    func testSuccessfulFlushEndsBackgroundTask() {
        let runner = FakeTaskRunner()
        let guardian = BackgroundTaskGuard(runner: runner)
        guardian.flush(PendingUploadQueue.stub(result: .success(3))) { _ in }
        XCTAssertEqual(runner.ended, 1)
    }

    func testFailedUploadEndsBackgroundTask() {
        let runner = FakeTaskRunner()
        let guardian = BackgroundTaskGuard(runner: runner)
        let done = expectation(description: "flush reported")

        guardian.flush(PendingUploadQueue.stub(result: .failure(URLError(.notConnectedToInternet)))) { _ in
            done.fulfill()
        }

        wait(for: [done], timeout: 1)
        XCTAssertEqual(runner.ended, runner.began, "every beginBackgroundTask needs a matching endBackgroundTask")
    }
}
