import XCTest
@testable import Quill

final class BackgroundTaskRegistrationTests: XCTestCase {
    /// The app delegate registers every QuillTaskID in didFinishLaunching and writes
    /// one evidence.diagnostic/v1 record per identifier.
    func testAllTasksRegisteredAtLaunch() throws {
        let records = try DiagnosticLog.shared.read(phase: .registration)
        let succeeded = records.filter { $0.outcome == .succeeded }.map(\.identifier).sorted()
        XCTAssertEqual(succeeded, QuillTaskID.allCases.map(\.rawValue).sorted())
    }

    func testRefreshHandlerIsIdempotentWhenLaunchedTwice() async throws {
        let harness = RefreshHarness(notes: Fixtures.threeNotes)
        try await harness.run()
        try await harness.run()
        XCTAssertEqual(harness.store.notes.count, 3)
    }
}
