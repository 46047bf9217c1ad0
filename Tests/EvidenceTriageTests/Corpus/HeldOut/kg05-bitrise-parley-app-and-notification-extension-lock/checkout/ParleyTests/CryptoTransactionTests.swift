import XCTest
@testable import ParleyKit

final class RecordingExecuter: BackgroundTaskExecuter {
    private(set) var begun = 0
    private(set) var ended = 0
    func begin(name: String, expiration: @escaping () -> Void) -> Int { begun += 1; return begun }
    func end(_ identifier: Int) { ended += 1 }
}

final class CryptoTransactionTests: XCTestCase {
    func testLockIsReleasedWhenBodyThrows() {
        let lock = CrossProcessLock.temporary()
        let transaction = CryptoTransaction(lock: lock)
        XCTAssertThrowsError(try transaction.perform("boom") { throw CocoaError(.fileReadCorruptFile) })
        XCTAssertFalse(lock.isHeld)
    }

    func testTransactionRunsInsideBackgroundTask() throws {
        let executer = RecordingExecuter()
        let transaction = CryptoTransaction(lock: .temporary(), executer: executer)
        _ = try transaction.perform("save-session") { 42 }
        XCTAssertEqual(executer.begun, 1, "transaction must be wrapped in a background task so suspension cannot strand the lock")
        XCTAssertEqual(executer.ended, 1)
    }
}
