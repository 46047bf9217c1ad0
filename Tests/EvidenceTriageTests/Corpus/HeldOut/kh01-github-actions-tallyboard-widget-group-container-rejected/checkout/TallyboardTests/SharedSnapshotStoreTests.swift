import XCTest
@testable import Tallyboard

final class SharedSnapshotStoreTests: XCTestCase {
    func testReadReturnsNilWhenNothingWasWritten() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        XCTAssertNil(SharedSnapshotStore(baseURL: dir).read())
    }

    func testRoundTripsSnapshotInTemporaryDirectory() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let store = SharedSnapshotStore(baseURL: dir)
        let snapshot = UsageSnapshot(provider: "codex", tokensToday: 1200, budget: 5000, capturedAt: Date(timeIntervalSince1970: 0))
        try store.write(snapshot)
        XCTAssertEqual(store.read(), snapshot)
    }

    /// The real container: this is what the widget extension reads from.
    func testWritesSnapshotIntoGroupContainer() throws {
        let container = try XCTUnwrap(AppGroup.containerURL, "group container for \(AppGroup.identifier) unavailable")
        let store = SharedSnapshotStore(baseURL: container)
        try store.write(UsageSnapshot(provider: "codex", tokensToday: 1, budget: 1, capturedAt: .now))
        XCTAssertNotNil(store.read())
    }
}
