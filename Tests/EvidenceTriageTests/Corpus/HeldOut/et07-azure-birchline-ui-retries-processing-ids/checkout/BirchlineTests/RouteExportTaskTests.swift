import XCTest
@testable import Birchline

final class RouteExportTaskTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    /// The host app registered its handlers at launch; every registration
    /// record it wrote must have succeeded.
    func testRegistersRouteExportHandlerAtLaunch() throws {
        let records = try DiagnosticRecords.load(from: RouteExportTask.recorder.fileURL)
        let registrations = records.filter { $0.phase == "registration" && $0.identifier == RouteExportTask.identifier.rawValue }
        XCTAssertFalse(registrations.isEmpty, "no registration record for \(RouteExportTask.identifier.rawValue)")
        XCTAssertTrue(registrations.allSatisfy { $0.outcome == "succeeded" },
                      "registration outcomes: \(registrations.map(\.outcome)) errors: \(registrations.compactMap(\.errorType))")
    }

    func testSubmitRouteExportRequest() {
        XCTAssertNoThrow(try RouteExportTask.submit())
    }
}
