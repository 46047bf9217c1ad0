import XCTest
@testable import Larkspur

final class LedgerCompactionTests: XCTestCase {

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    /// The compaction is a BGProcessingTask that needs external power; CI
    /// simulators are always "plugged in", so it should start within 5 minutes.
    func testCompactionRunsOvernight() throws {
        let launched = expectation(forNotification: .ledgerCompactionLaunched, object: nil)
        try? BackgroundTaskCenter.shared.submitLedgerCompaction()
        wait(for: [launched], timeout: 300)
    }
}
