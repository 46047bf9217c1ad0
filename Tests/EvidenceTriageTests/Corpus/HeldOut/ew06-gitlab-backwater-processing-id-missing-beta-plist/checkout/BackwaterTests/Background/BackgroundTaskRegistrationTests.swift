import XCTest
@testable import Backwater

/// Reads the registration records the app (test host) wrote at launch.
final class BackgroundTaskRegistrationTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testAllRegistrationsSucceeded() throws {
        let records = try DiagnosticsReader(url: BackgroundTasks.recorder.fileURL).records()
        let registrations = records.filter { $0.phase == "registration" }
        XCTAssertEqual(Set(registrations.map(\.identifier)).count, 3)
        for record in registrations where record.outcome != "succeeded" {
            XCTFail("registration \(record.outcome) for \(record.identifier) (\(record.errorType ?? "-"))")
        }
    }
}
