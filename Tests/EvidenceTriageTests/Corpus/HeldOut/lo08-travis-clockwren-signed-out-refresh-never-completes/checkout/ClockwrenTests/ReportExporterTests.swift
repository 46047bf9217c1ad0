import XCTest
@testable import Clockwren

final class ReportExporterTests: XCTestCase {
    func testPDFTemplateIsBundled() throws {
        let url = try XCTUnwrap(ReportExporter(bundle: Bundle(for: ReportExporter.self)).templateURL, "ReportTemplate.html is not in Clockwren.app")
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
    }
}
