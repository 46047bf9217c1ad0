import XCTest
import SwiftData
@testable import Pulsebay

/// Drives BackgroundSyncHandler directly with a fake task and a store opener
/// that fails once (the way a store that is still held by the foreground
/// process can fail to open on a background wake).
final class BackgroundSyncHandlerTests: XCTestCase {
    private var dir: URL!
    private var storeURL: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        storeURL = dir.appending(path: "default.store")
        try StoreFixtures.seed(at: storeURL, samples: 240, cursorEpoch: 4812)
    }

    func testTransientOpenFailureDoesNotWipeStore() async throws {
        let handler = BackgroundSyncHandler()
        handler.storeURL = storeURL
        handler.opener = FailingOnceOpener()
        handler.ring = FakeRing(epochs: [])

        _ = await handler.drain()

        XCTAssertTrue(FileManager.default.fileExists(atPath: storeURL.path),
                      "store file was deleted by a background wake after a transient open failure")
        XCTAssertEqual(try StoreFixtures.sampleCount(at: storeURL), 240)
    }

    func testDrainCursorSurvivesTransientOpenFailure() async throws {
        let handler = BackgroundSyncHandler()
        handler.storeURL = storeURL
        handler.opener = FailingOnceOpener()
        handler.ring = FakeRing(epochs: [])
        let task = FakeBGTask()

        handler.handle(task)
        await task.waitForCompletion()

        let cursor = try StoreFixtures.cursorEpoch(at: storeURL)
        XCTAssertEqual(cursor, 4812, "sync cursor lost; ring history past the cursor cannot be re-drained")
    }

    func testDrainAppendsNewEpochsAndAdvancesCursor() async throws {
        let handler = BackgroundSyncHandler()
        handler.storeURL = storeURL
        handler.ring = FakeRing(epochs: RingEpoch.fixtures(from: 4813, count: 6))

        let ok = await handler.drain()

        XCTAssertTrue(ok)
        XCTAssertEqual(try StoreFixtures.cursorEpoch(at: storeURL), 4818)
    }
}

/// Throws on the first open, succeeds afterwards.
final class FailingOnceOpener: StoreOpening {
    private var failed = false
    func open(at url: URL) throws -> ModelContainer {
        if !failed { failed = true; throw StoreOpenError.transient }
        return try SwiftDataOpener().open(at: url)
    }
}

enum StoreOpenError: Error { case transient }
