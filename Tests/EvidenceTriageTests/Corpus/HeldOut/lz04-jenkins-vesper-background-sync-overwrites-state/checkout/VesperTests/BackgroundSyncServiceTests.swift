import XCTest
@testable import Vesper

final class BackgroundSyncServiceTests: XCTestCase {
    func testBackgroundCompletionWritesIdleWhenClean() async throws {
        let widget = InMemoryWidgetStatusStore()
        let service = BackgroundSyncService(engine: FakeSyncEngine(outcome: .clean), widget: widget)
        await service.completeSync()
        XCTAssertEqual(widget.current?.severity, .idle)
    }

    func testBackgroundCompletionKeepsAttentionStatus() async throws {
        let widget = InMemoryWidgetStatusStore()
        widget.write(.init(severity: .attention, summary: "2 conflicts need review"))
        let service = BackgroundSyncService(engine: FakeSyncEngine(outcome: .clean, openIssues: 2), widget: widget)

        await service.completeSync()

        XCTAssertEqual(widget.current?.severity.rawValue, "attention", "widget status after a background run with 2 open conflicts")
    }
}
