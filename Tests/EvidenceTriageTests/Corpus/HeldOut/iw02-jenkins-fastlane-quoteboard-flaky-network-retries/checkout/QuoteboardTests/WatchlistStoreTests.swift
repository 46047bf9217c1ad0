import XCTest
@testable import Quoteboard

final class WatchlistStoreTests: XCTestCase {
    func testSelectingSymbol() {
        let store = WatchlistStore(symbols: ["AAPL", "MSFT"])
        store.select("MSFT")
        XCTAssertEqual(store.selectedSymbol, "MSFT")
    }

    func testRemovingLastSymbolClearsSelection() {
        let store = WatchlistStore(symbols: ["AAPL"])
        store.remove("AAPL")
        XCTAssertNil(store.selectedSymbol)
    }
}
