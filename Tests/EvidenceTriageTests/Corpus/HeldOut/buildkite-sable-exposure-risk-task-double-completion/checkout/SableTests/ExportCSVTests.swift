import XCTest
@testable import Sable

final class ExportCSVTests: XCTestCase {
    func testHeaderRowOrder() {
        let csv = ContactExport(entries: []).csv()
        XCTAssertEqual(csv.split(separator: "\n").first, "day,minutes,attenuation")
    }
}
