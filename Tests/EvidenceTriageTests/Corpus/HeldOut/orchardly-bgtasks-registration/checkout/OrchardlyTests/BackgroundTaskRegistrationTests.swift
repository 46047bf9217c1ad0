import XCTest
@testable import Orchardly

/// Reads the registration records the hosted app wrote during launch.
final class BackgroundTaskRegistrationTests: XCTestCase {

    func testAllTaskIdentifiersRegisterAtLaunch() throws {
        let records = try DiagnosticsRecorder.shared.records(phase: .registration)
        let failed = records.filter { $0.outcome != .succeeded }.map(\.identifier)
        XCTAssertEqual(Set(records.map(\.identifier)), [BackgroundTaskID.refresh, BackgroundTaskID.ledgerCompact])
        XCTAssertTrue(failed.isEmpty, "registration failed for \(failed)")
    }
}
