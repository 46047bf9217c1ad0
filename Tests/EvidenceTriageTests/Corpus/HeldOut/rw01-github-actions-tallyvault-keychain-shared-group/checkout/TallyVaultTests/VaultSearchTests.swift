import XCTest
@testable import TallyVault

final class VaultSearchTests: XCTestCase {
    let search = VaultSearch(items: [
        VaultItem(title: "GitHub", username: "mara"),
        VaultItem(title: "Bank of Orla", username: "mara.k"),
    ])

    func testEmptyQueryReturnsAll() {
        XCTAssertEqual(search.results(for: "").count, 2)
    }

    func testSearchIsCaseInsensitive() {
        XCTAssertEqual(search.results(for: "github").map(\.title), ["GitHub"])
    }
}
