import XCTest
@testable import Larchmont

final class SharedBasketStoreTests: XCTestCase {
    func testWritesBasketIntoAppGroupContainer() throws {
        let container = try XCTUnwrap(SharedBasketStore.containerURL,
                                      "no container for \(SharedBasketStore.appGroup) - is the app group entitled?")
        try SharedBasketStore.write(Basket(items: [.init(name: "Oat milk", quantity: 2)]))
        XCTAssertTrue(FileManager.default.fileExists(atPath: container.appendingPathComponent("basket.json").path))
    }

    func testBasketRoundTrips() throws {
        let basket = Basket(items: [.init(name: "Lemons", quantity: 6)])
        let data = try JSONEncoder().encode(basket)
        XCTAssertEqual(try JSONDecoder().decode(Basket.self, from: data), basket)
    }
}
