import XCTest
@testable import FerrywatchKit

final class RouteCatalogTests: XCTestCase {
    func testLoadsBundledRoutes() {
        let catalog = RouteCatalog()

        XCTAssertEqual(catalog.routes.count, 14)
    }
}
