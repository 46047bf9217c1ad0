import BackgroundTasks
import XCTest
@testable import Marginalia

/// Device-lab only (MarginaliaDeviceLab test plan): checks the nightly compaction
/// actually runs once submitted.
final class ArchiveCompactionSchedulingTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        ArchiveCompaction.shared.onLaunch = nil
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testCompactionTaskRunsWithinTenMinutes() throws {
        let launched = expectation(description: "archive-compact launched")
        ArchiveCompaction.shared.onLaunch = { launched.fulfill() }

        try ArchiveCompaction.submit(earliestBegin: Date(timeIntervalSinceNow: 60))

        wait(for: [launched], timeout: 600)
    }
}
