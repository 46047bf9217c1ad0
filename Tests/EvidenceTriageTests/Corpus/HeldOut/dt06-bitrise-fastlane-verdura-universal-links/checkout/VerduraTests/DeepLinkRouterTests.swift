import XCTest
@testable import Verdura

final class DeepLinkRouterTests: XCTestCase {

    private let router = DeepLinkRouter()

    func testProductLinkRoutesToProduct() {
        let url = URL(string: "https://www.verdura.com/p/84412")!
        XCTAssertEqual(router.route(for: url), .product(id: "84412", campaign: [:]))
    }

    func testCustomSchemeProductLink() {
        let url = URL(string: "verdura://p/84412")!
        XCTAssertEqual(router.route(for: url), .product(id: "84412", campaign: [:]))
    }

    func testCampaignLinkKeepsUTMParameters() {
        let url = URL(string: "https://www.verdura.com/p/84412?utm_source=newsletter&utm_campaign=winter-veg&ref=x")!
        XCTAssertEqual(router.route(for: url),
                       .product(id: "84412", campaign: ["utm_source": "newsletter", "utm_campaign": "winter-veg"]))
    }

    func testCategoryLink() {
        XCTAssertEqual(router.route(for: URL(string: "https://www.verdura.nl/c/kaas")!), .category(slug: "kaas"))
    }
}
