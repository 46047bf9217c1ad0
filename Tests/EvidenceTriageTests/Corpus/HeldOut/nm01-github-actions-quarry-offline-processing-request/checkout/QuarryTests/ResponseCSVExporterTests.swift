import XCTest
@testable import Quarry

final class ResponseCSVExporterTests: XCTestCase {
    func testHeaderRow() {
        XCTAssertEqual(ResponseCSVExporter().header(for: .sample), "site,observer,notes")
    }

    func testEscapesCommasInFreeText() {
        let row = ResponseCSVExporter().row(for: .init(site: "North ridge", observer: "K. Ito", notes: "wet, windy"))
        XCTAssertEqual(row, "North ridge,K. Ito,\"wet, windy\"")
    }
}
