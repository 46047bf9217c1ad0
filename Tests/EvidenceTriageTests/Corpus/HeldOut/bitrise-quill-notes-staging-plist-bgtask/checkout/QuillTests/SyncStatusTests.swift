import XCTest
@testable import Quill

final class SyncStatusTests: XCTestCase {
    func testBadgeClearsAfterSync() {
        let model = SyncStatusModel(engine: FakeSyncEngine(latency: .milliseconds(150)))
        let cleared = expectation(for: NSPredicate(format: "badgeCount == 0"), evaluatedWith: model)
        model.syncNow()
        wait(for: [cleared], timeout: 0.5)
    }
}
