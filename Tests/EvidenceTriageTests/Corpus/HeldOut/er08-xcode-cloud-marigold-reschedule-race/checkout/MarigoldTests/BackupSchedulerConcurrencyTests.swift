import XCTest
@testable import Marigold

final class BackupSchedulerConcurrencyTests: XCTestCase {

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    /// The library observer and the scene can both reschedule at the same moment.
    func testConcurrentRescheduleDoesNotCrash() {
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            BackupScheduler.shared.reschedule()
        }
    }
}
