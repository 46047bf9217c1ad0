import XCTest
@testable import Fernpost

final class BackgroundRegistrationTests: XCTestCase {
    func testAllLaunchHandlersRegistered() throws {
        let records = try DiagnosticsReader.records(in: BackgroundTaskRegistry.recorder.fileURL)
        let registrations = records.filter { $0.phase == "registration" }
        XCTAssertEqual(Set(registrations.map(\.identifier)), ["com.fernpost.app.export", "com.fernpost.app.cleanup"])
        for r in registrations {
            XCTAssertEqual(r.outcome, "succeeded", "registration of \(r.identifier) \(r.outcome)")
        }
    }
}
