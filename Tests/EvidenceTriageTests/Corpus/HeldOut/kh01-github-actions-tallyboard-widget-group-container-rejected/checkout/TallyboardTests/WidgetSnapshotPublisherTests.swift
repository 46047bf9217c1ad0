import XCTest
@testable import Tallyboard

private final class ReloaderSpy: TimelineReloading {
    var kinds: [String] = []
    func reloadTimelines(ofKind kind: String) { kinds.append(kind) }
}

final class WidgetSnapshotPublisherTests: XCTestCase {
    private func makeStore() throws -> SharedSnapshotStore {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return SharedSnapshotStore(baseURL: dir)
    }

    func testPublishReloadsWhenTokensChange() throws {
        let spy = ReloaderSpy()
        let publisher = WidgetSnapshotPublisher(store: try makeStore(), reloader: spy)
        try publisher.publish(UsageSnapshot(provider: "codex", tokensToday: 10, budget: 100, capturedAt: .now))
        try publisher.publish(UsageSnapshot(provider: "codex", tokensToday: 20, budget: 100, capturedAt: .now))
        XCTAssertEqual(spy.kinds.count, 2)
    }

    func testPublishSkipsReloadWhenSnapshotUnchanged() throws {
        let spy = ReloaderSpy()
        let publisher = WidgetSnapshotPublisher(store: try makeStore(), reloader: spy)
        try publisher.publish(UsageSnapshot(provider: "codex", tokensToday: 10, budget: 100, capturedAt: .now))
        // Same numbers a minute later: nothing a reader could see has changed.
        try publisher.publish(UsageSnapshot(provider: "codex", tokensToday: 10, budget: 100, capturedAt: .now.addingTimeInterval(60)))
        XCTAssertEqual(spy.kinds.count, 1, "unchanged snapshot must not spend a reload")
    }
}
