import StoreKitTest
import XCTest
@testable import Tallyho

final class ProductCatalogSK2Tests: XCTestCase {
    private var session: SKTestSession!
    private var tracker: RecordingDiagnosticsTracker!

    override func setUpWithError() throws {
        session = try SKTestSession(configurationFileNamed: "TallyhoProducts")
        session.resetToDefaultState()
        session.disableDialogs = true
        tracker = RecordingDiagnosticsTracker()
    }

    func testLoadProductsReturnsMonthlyAndYearly() async throws {
        let catalog = ProductCatalog(tracker: tracker)
        let products = try await catalog.load(ids: ["tallyho.plus.monthly", "tallyho.plus.yearly"])
        XCTAssertEqual(products.map(\.id).sorted(), ["tallyho.plus.monthly", "tallyho.plus.yearly"])
    }

    func testLoadProductsSimulatedErrorIsTracked() async throws {
        try session.setSimulatedError(.generic(.networkError(URLError(.notConnectedToInternet))), forAPI: .loadProducts)
        let catalog = ProductCatalog(tracker: tracker)

        _ = try? await catalog.load(ids: ["tallyho.plus.monthly"])

        XCTAssertEqual(tracker.productRequestErrors.count, 1, "the simulated StoreKit error should be tracked once")
    }
}
