import XCTest
@testable import Tallyho

final class LedgerCompactionTests: XCTestCase {
    func testCompactionRunsOvernight() {
        let ran = expectation(forNotification: .ledgerCompactionDidRun, object: nil)
        LedgerMaintenance.scheduleCompaction()
        wait(for: [ran], timeout: 120)
    }
}
