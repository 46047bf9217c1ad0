import XCTest
@testable import Runner

/// BackgroundWorker is the native side of Quill's backup: BGAppRefreshTask and BGProcessingTask
/// both start a headless Flutter engine that hashes new assets and uploads them.
/// These tests drive it with fake tasks and a fake engine factory; no OS scheduling involved.
final class BackgroundWorkerTests: XCTestCase {
    private var engines: FakeEngineFactory!
    private var hasher: CountingHasher!
    private var worker: BackgroundWorker!

    override func setUp() {
        super.setUp()
        engines = FakeEngineFactory(runDuration: .milliseconds(300))
        hasher = CountingHasher()
        worker = BackgroundWorker(engineFactory: engines, hasher: hasher, library: .fixture(assets: ["IMG_0001", "IMG_0002"]))
    }

    func testProcessingAloneHashesOnce() async {
        let processing = FakeBGTask(kind: .processing)
        await worker.handle(processing)
        XCTAssertEqual(hasher.count(for: "IMG_0001"), 1)
        XCTAssertEqual(processing.completedSuccess, true)
    }

    func testRefreshWhileProcessingRunningDoesNotHashTwice() async {
        let processing = FakeBGTask(kind: .processing)
        let refresh = FakeBGTask(kind: .appRefresh)
        async let first: Void = worker.handle(processing)
        try? await Task.sleep(for: .milliseconds(50))
        async let second: Void = worker.handle(refresh)
        _ = await (first, second)
        XCTAssertEqual(hasher.count(for: "IMG_0001"), 1, "asset hashed by two overlapping background tasks")
    }

    func testRefreshCedesWhenProcessingHoldsLock() async {
        let processing = FakeBGTask(kind: .processing)
        let refresh = FakeBGTask(kind: .appRefresh)
        async let first: Void = worker.handle(processing)
        try? await Task.sleep(for: .milliseconds(50))
        await worker.handle(refresh)
        _ = await first
        XCTAssertEqual(engines.startedCount, 1, "refresh started a second background engine while processing was running")
        XCTAssertEqual(refresh.completedSuccess, false)
    }

    func testExpirationCancelsWorker() async {
        let processing = FakeBGTask(kind: .processing)
        async let run: Void = worker.handle(processing)
        processing.expire()
        _ = await run
        XCTAssertEqual(processing.completedSuccess, false)
    }
}
