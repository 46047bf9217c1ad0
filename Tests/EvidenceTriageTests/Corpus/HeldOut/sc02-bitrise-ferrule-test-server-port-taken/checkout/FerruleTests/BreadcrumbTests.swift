import XCTest
@testable import Ferrule

final class BreadcrumbTests: XCTestCase {
    func testBreadcrumbLimitDropsOldest() {
        var buffer = BreadcrumbBuffer(limit: 3)
        ["a", "b", "c", "d"].forEach { buffer.append(Breadcrumb(message: $0)) }
        XCTAssertEqual(buffer.items.map(\.message), ["b", "c", "d"])
    }
}
