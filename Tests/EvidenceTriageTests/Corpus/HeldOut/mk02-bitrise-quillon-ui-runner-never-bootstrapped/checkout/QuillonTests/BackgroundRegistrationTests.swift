import XCTest
@testable import Quillon

/// The app registers its tasks at launch; this reads back the registration records it wrote.
final class BackgroundRegistrationTests: XCTestCase {
    func testAllTaskIdentifiersRegister() throws {
        let records = try DiagnosticsReader(url: BackgroundTasks.recorderURL).records()
        let failed = records.filter { $0.phase == "registration" && $0.outcome != "succeeded" }.map(\.identifier)
        XCTAssertEqual(failed, [], "registration failed for \(failed)")
    }
}
