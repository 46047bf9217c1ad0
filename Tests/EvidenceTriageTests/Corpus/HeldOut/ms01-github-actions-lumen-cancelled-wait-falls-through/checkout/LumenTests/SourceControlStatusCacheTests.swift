import XCTest
@testable import Lumen

final class SourceControlStatusCacheTests: XCTestCase {
    private var backend: RecordingVCSBackend!
    private var client: NativeFeatureClient!

    override func setUp() {
        super.setUp()
        backend = RecordingVCSBackend()
        client = NativeFeatureClient(backend: backend, routes: .fixture(thread: "T-0042", cwd: "/workspace/lumen"))
    }

    func testCachedStatusIsReturnedImmediately() async throws {
        backend.cachedEvents = [.status(.fixture(branch: "main", dirty: false))]
        let status = try await client.cachedStatus(for: "T-0042")
        XCTAssertEqual(status?.branch, "main")
        XCTAssertEqual(backend.refreshCalls, 0)
    }

    // The view dismisses while we are still waiting for the cached status stream.
    // Dismissal cancels the task; nothing else should happen.
    func testCancelledCachedWaitDoesNotTriggerRefresh() async throws {
        backend.cachedEvents = []          // stream never yields
        backend.holdStreamOpen = true
        let wait = Task { try? await client.cachedStatus(for: "T-0042") }
        await backend.waitUntilSubscribed()
        wait.cancel()
        _ = await wait.value
        XCTAssertEqual(backend.refreshCalls, 0, "a cancelled cached-status wait must not start a full refresh")
    }

    func testCancellationErrorPropagatesToCaller() async {
        backend.holdStreamOpen = true
        let wait = Task { try await client.cachedStatus(for: "T-0042") }
        await backend.waitUntilSubscribed()
        wait.cancel()
        await XCTAssertThrowsErrorAsync(try await wait.value, "expected CancellationError from cachedStatus(for:)")
    }
}
