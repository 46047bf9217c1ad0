import XCTest
@testable import Dropwatch

final class BrandSourceDecodingTests: XCTestCase {
    /// Stores written by 0.7.x have no `failureCount`.
    func testDecodesSourceWrittenBeforeFailureCount() {
        let legacy = #"{"kind":"shopify","url":"https://bbcicecream.com","etag":"W/\"4f1c\""}"#
        XCTAssertNoThrow(try JSONDecoder().decode(BrandSource.self, from: Data(legacy.utf8)))
    }

    func testRoundTripsCurrentShape() throws {
        let source = BrandSource(kind: .feed, url: URL(string: "https://aimeleondore.com/blogs/news.atom")!, failureCount: 2)
        let decoded = try JSONDecoder().decode(BrandSource.self, from: JSONEncoder().encode(source))
        XCTAssertEqual(decoded, source)
    }
}
