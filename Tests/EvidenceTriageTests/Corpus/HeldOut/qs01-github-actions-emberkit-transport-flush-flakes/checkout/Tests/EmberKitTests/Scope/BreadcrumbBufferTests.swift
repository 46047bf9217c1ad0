import XCTest
@testable import EmberKit

final class BreadcrumbBufferTests: XCTestCase {
    func testKeepsMostRecentHundred() {
        var sut = BreadcrumbBuffer(capacity: 100)
        for i in 0..<150 { sut.add(Breadcrumb(message: "crumb \(i)")) }
        XCTAssertEqual(sut.items.count, 100)
        XCTAssertEqual(sut.items.first?.message, "crumb 50")
    }
}
