import XCTest
@testable import Lumenpix

final class FakeProcessingTask: CompletableTask {
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []
    func setTaskCompleted(success: Bool) { completions.append(success) }
}

final class ImageCacheCleanupTests: XCTestCase {
    func testTrimReportsRemovedBytes() {
        let cache = InMemoryDiskImageCache(sizes: [120, 80, 40])
        let done = expectation(description: "finished")
        ImageCacheCleanupOperation(cache: cache).start(byteLimit: 100) { result in
            XCTAssertEqual(try? result.get(), 140)
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }

    func testCancelInvokesCompletionOnce() {
        let cache = InMemoryDiskImageCache(sizes: [120, 80, 40], trimDelay: 0.05)
        let operation = ImageCacheCleanupOperation(cache: cache)
        var calls = 0
        operation.start(byteLimit: 100) { _ in calls += 1 }
        operation.cancel()
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(calls, 1)
    }

    func testExpirationCompletesTaskOnce() {
        let task = FakeProcessingTask()
        CacheCleanupTask.handle(task, cache: InMemoryDiskImageCache(sizes: [512], trimDelay: 0.05))
        task.expirationHandler?()
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(task.completions, [false])
    }
}
