import XCTest
@testable import Moorline

/// Nightly, lab iPhone only: submit a refresh request, lock the device via the
/// lab harness, and check that iOS ran it close to earliestBeginDate.
final class RefreshSoakTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testRefreshStartsWithinTenMinutesOfEarliestBegin() throws {
        let earliest = try XCTUnwrap(LocationRefresh.schedule(after: 5 * 60, recorder: AppDelegate.recorder))
        LabHarness.lockDevice()

        let launched = LabHarness.waitForRecord(identifier: LocationRefresh.identifier, phase: .launch, timeout: 65 * 60)
        let started = try XCTUnwrap(launched, "location-refresh never launched within 65 min")

        XCTAssertLessThanOrEqual(started.timeIntervalSince(earliest), 10 * 60,
                                 "refresh started \(Int(started.timeIntervalSince(earliest) / 60)) min after earliestBeginDate")
    }
}
