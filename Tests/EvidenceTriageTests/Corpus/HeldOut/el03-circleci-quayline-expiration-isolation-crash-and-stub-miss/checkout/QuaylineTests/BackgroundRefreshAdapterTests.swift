import XCTest
@testable import Quayline

@MainActor
final class BackgroundRefreshAdapterTests: XCTestCase {
    func testCompletesWithSuccessWhenJobFinishes() async throws {
        let job = SpyRefreshJob(result: .success(()))
        let task = FakeRefreshTask()
        BackgroundRefreshAdapter(job: job).handle(task)
        await task.waitForCompletion()
        XCTAssertEqual(task.completedSuccess, true)
    }

    /// The system calls the expiration handler on its own queue, not main.
    func testExpirationCancelsJob() async throws {
        let job = SpyRefreshJob(result: .never)
        let task = FakeRefreshTask()
        BackgroundRefreshAdapter(job: job).handle(task)

        await withCheckedContinuation { done in
            DispatchQueue.global(qos: .utility).async {
                task.expire()
                done.resume()
            }
        }
        await task.waitForCompletion()
        XCTAssertTrue(job.cancelled)
        XCTAssertEqual(task.completedSuccess, false)
    }
}
