import XCTest
import Shared
@testable import Kestrel

@MainActor
final class LedgerStoreThreadingTests: XCTestCase {

    func testPendingWritesApplyOnMainThread() async throws {
        let applier = PendingWriteApplier(store: UiLedgerStore.preview())
        let appliedOnMain = try await applier.applyPending()
        XCTAssertTrue(appliedOnMain.boolValue, "ledger writes must run on the main thread (UiLedgerStore is not thread-safe)")
    }
}
