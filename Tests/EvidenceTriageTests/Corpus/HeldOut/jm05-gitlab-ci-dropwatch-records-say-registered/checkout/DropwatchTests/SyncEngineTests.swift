import SwiftData
import XCTest
@testable import Dropwatch

@MainActor
final class SyncEngineTests: XCTestCase {
    func testFirstSyncIsBaseline() async throws {
        let (engine, brand) = try makeBrand()
        await engine.sync(brand: brand, adapters: .fixture(products: 250))
        XCTAssertEqual(brand.updates.filter { !$0.isSeen }.count, 0)
    }

    /// A sync that reached nothing must not spend the baseline.
    func testFailedFirstSyncDoesNotSpendBaseline() async throws {
        let (engine, brand) = try makeBrand()
        await engine.sync(brand: brand, adapters: .failing(URLError(.timedOut)))
        await engine.sync(brand: brand, adapters: .fixture(products: 250))
        XCTAssertEqual(brand.updates.filter { !$0.isSeen }.count, 0,
                       "a first batch after a failed sync must arrive pre-seen, not as 250 new drops")
    }

    private func makeBrand() throws -> (SyncEngine, Brand) {
        let container = try ModelContainer(for: Brand.self, configurations: .init(isStoredInMemoryOnly: true))
        let brand = Brand(name: "Kith", sources: [BrandSource(kind: .shopify, url: URL(string: "https://kith.com")!, failureCount: 0)])
        container.mainContext.insert(brand)
        return (SyncEngine(context: container.mainContext), brand)
    }
}
