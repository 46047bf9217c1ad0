import XCTest
@testable import Fernweh

final class PhotoIndexerTests: XCTestCase {
    func testIndexerSkipsAlreadyIndexedAssets() {
        let store = PhotoIndexStore.inMemory()
        let library = FixtureAssetSource(count: 24, takenOn: .fixtureTrip)
        let indexer = PhotoIndexer(store: store)

        indexer.indexNewAssets(from: library) { _ in }
        indexer.indexNewAssets(from: library) { _ in }

        XCTAssertEqual(store.entries.count, 24, "second run must not re-add indexed assets")
    }
}
