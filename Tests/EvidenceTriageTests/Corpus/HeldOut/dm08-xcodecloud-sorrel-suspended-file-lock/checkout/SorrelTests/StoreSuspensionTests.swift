import XCTest
@testable import Sorrel

private final class ScriptedActivityRunner: ExpiringActivityRunning {
    let expired: Bool
    init(expired: Bool) { self.expired = expired }
    func performExpiringActivity(withReason reason: String, using block: @escaping (Bool) -> Void) {
        block(expired)
    }
}

final class StoreSuspensionTests: XCTestCase {
    private let container = FileManager.default.temporaryDirectory

    func testFlushReleasesLockWhenActivityCompletes() {
        let store = NoteStore(containerURL: container)
        BackgroundFlush(store: store, runner: ScriptedActivityRunner(expired: false)).flush([.stub()])
        XCTAssertFalse(store.holdsWriterLock)
    }

    func testExpiringActivityReleasesWriterLock() {
        let store = NoteStore(containerURL: container)
        BackgroundFlush(store: store, runner: ScriptedActivityRunner(expired: true)).flush([.stub(), .stub()])
        XCTAssertFalse(store.holdsWriterLock, "writer lock still held when the expiring activity was told to stop")
    }
}
