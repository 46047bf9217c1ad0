import XCTest
@testable import KestrelTV

final class RatingsCatalogTests: XCTestCase {
    func testLoadsBundledRatingsTable() throws {
        let table = try RatingsCatalog.load()
        XCTAssertEqual(table["GB"]?.first, "U")
    }
}
