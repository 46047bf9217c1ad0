import XCTest
@testable import Lanternfish

final class DigestSchedulingTests: XCTestCase {
    func testDigestHandlerRegisteredAtLaunch() {
        XCTAssertEqual(DiagnosticRecorder.shared.lastOutcome(for: DigestScheduler.identifier, phase: .registration), .succeeded)
    }

    func testOvernightDigestRunsAfterSubmit() {
        let ran = expectation(description: "overnight digest ran")
        DigestScheduler.shared.onRun = { ran.fulfill() }

        // "Overnight": ask for the earliest slot and give the system five minutes.
        DigestScheduler.shared.submit(at: Date(timeIntervalSinceNow: 5))

        wait(for: [ran], timeout: 300)
    }
}
