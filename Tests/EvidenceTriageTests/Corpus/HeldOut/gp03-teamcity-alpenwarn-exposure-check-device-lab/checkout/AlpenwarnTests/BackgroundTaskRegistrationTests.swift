import EvidenceRecorder
import XCTest

/// Reads the records the host app wrote at launch (the test bundle runs inside Alpenwarn.app).
final class BackgroundTaskRegistrationTests: XCTestCase {
    private func records() throws -> [DiagnosticRecord] {
        let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.ch.alpenwarn")!
            .appendingPathComponent("evidence/diagnostics.jsonl")
        return try DiagnosticRecord.readAll(from: url)
    }

    func testExposureCheckRegisteredAtLaunch() throws {
        let registrations = try records().filter { $0.phase == .registration && $0.identifier == "ch.alpenwarn.app.exposure-check" }
        XCTAssertEqual(registrations.last?.outcome, .succeeded)
    }

    func testRefreshTaskRegisteredAtLaunch() throws {
        let failed = try records().filter { $0.phase == .registration && $0.outcome != .succeeded }.map(\.identifier)
        XCTAssertEqual(failed, [], "registrations that did not succeed")
    }
}
