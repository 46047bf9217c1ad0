import XCTest
@testable import Tidepool

final class HapticsCoordinatorTests: XCTestCase {
    func testLightImpactOnSave() {
        let spy = HapticSpy()
        HapticsCoordinator(engine: spy).readingSaved()
        XCTAssertEqual(spy.events, [.impact(.light)])
    }
}
