import XCTest
@testable import Tidebound

final class DeepLinkRouterTests: XCTestCase {
    func testProductPath() {
        XCTAssertEqual(DeepLinkRouter.route(URL(string: "https://shop.tidebound.com/p/dry-bag-20l")!), .product(slug: "dry-bag-20l"))
    }

    func testPromoCodeQueryParsed() {
        let url = URL(string: "https://shop.tidebound.com/sale?promo=SUMMER15")!
        XCTAssertEqual(DeepLinkRouter.route(url), .sale(promo: "SUMMER15"))
    }
}
