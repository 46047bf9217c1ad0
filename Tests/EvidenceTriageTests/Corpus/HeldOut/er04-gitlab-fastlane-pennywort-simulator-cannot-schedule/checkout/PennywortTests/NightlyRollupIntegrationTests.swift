import XCTest
@testable import Pennywort

/// Integration tests for the nightly rollup against the real BGTaskScheduler.
final class NightlyRollupIntegrationTests: XCTestCase {

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSubmitProcessingRequest() {
        XCTAssertNoThrow(try NightlyRollupScheduler.shared.submit())
    }

    func testRollupRunsAfterSubmission() {
        let ran = expectation(description: "nightly rollup ran")
        NightlyRollupScheduler.shared.didRun = { ran.fulfill() }
        try? NightlyRollupScheduler.shared.submit(earliest: .now)
        wait(for: [ran], timeout: 120)
    }

    func testRegistersNightlyRollupAtLaunch() throws {
        let records = try DiagnosticsFile.read(NightlyRollupScheduler.shared.recorder.fileURL)
        XCTAssertTrue(records.contains { $0.phase == .registration && $0.outcome == .succeeded })
    }
}
