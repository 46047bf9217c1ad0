import XCTest
@testable import Cartwheel

final class SubstitutionPolicyTests: XCTestCase {
    func testOrganicSubstitutesStayOrganic() {
        let milk = CatalogItem(id: "m1", category: .dairy, unitPrice: 3.49, inStock: false, isOrganic: true)
        let catalog = [milk,
                       CatalogItem(id: "m2", category: .dairy, unitPrice: 2.99, inStock: true, isOrganic: false),
                       CatalogItem(id: "m3", category: .dairy, unitPrice: 3.79, inStock: true, isOrganic: true)]
        let ids = SubstitutionPolicy().candidates(for: milk, in: catalog).map(\.id)
        XCTAssertEqual(ids, ["m3"])
    }
}
