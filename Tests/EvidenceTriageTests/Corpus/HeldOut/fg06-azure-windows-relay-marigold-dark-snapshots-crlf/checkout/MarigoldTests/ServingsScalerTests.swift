import XCTest
@testable import MarigoldKit

final class ServingsScalerTests: XCTestCase {
    private let scaler = ServingsScaler()

    func test_doublesWholeQuantities() {
        XCTAssertEqual(scaler.scaled(2, from: 4, to: 8, unit: "eggs"), "4 eggs")
    }

    func test_scalesFractionalQuantities() {
        // 1 cup for 3 people -> 4 people = 1.333 cups
        XCTAssertEqual(scaler.scaled(1, from: 3, to: 4, unit: "cups"), "1 1/3 cups")
    }
}
