import StoreKitTest
import XCTest
@testable import Tipjar

@MainActor
final class TipCatalogTests: XCTestCase {
    private var session: SKTestSession!

    override func setUpWithError() throws {
        session = try SKTestSession(configurationFileNamed: "Tips")
        session.resetToDefaultState()
        session.disableDialogs = true
    }

    func testLoadsAllFourTips() async throws {
        let catalog = TipCatalog()
        try await catalog.load()
        XCTAssertEqual(catalog.tips.count, 4)
    }

    func testTipsSortedByPriceAscending() async throws {
        let catalog = TipCatalog()
        try await catalog.load()
        XCTAssertEqual(catalog.tips.map(\.id), [
            "com.tipjar.tip.small", "com.tipjar.tip.medium", "com.tipjar.tip.large", "com.tipjar.tip.huge",
        ])
    }
}
