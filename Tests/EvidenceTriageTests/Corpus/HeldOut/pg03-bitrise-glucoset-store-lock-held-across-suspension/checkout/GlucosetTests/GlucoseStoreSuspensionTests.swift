import XCTest
@testable import Glucoset

final class GlucoseStoreSuspensionTests: XCTestCase {
    func testFlushOnBackgroundHoldsAssertionUntilCommit() {
        let lifecycle = RecordingLifecycle()
        let store = GlucoseStore(db: .inMemory(), lifecycle: lifecycle)
        store.append(.fixture(mgdl: 112))
        let done = expectation(description: "flushed")
        store.flushForBackground { done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertTrue(lifecycle.commitHappenedInsideAssertion, "commit at \(lifecycle.commitTime!) after assertion ended at \(lifecycle.endTime!)")
    }

    func testStoreReleasesLockBeforeSuspension() {
        let store = GlucoseStore(db: .onDisk(.temporary), lifecycle: RecordingLifecycle())
        store.append(.fixture(mgdl: 98))
        let done = expectation(description: "flushed")
        store.flushForBackground { done.fulfill() }
        wait(for: [done], timeout: 2)
        store.closeForSuspension()
        XCTAssertFalse(store.holdsFileLock)
    }
}
