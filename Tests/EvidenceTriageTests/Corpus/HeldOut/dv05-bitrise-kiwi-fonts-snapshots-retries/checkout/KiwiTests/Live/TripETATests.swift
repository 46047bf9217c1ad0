import XCTest
@testable import Kiwi

final class TripETATests: XCTestCase {
    func testETAUpdatesAfterTick() {
        let model = TripETAModel(clock: .live, refreshInterval: 0.5)
        let updated = expectation(description: "eta updated")
        model.onUpdate = { updated.fulfill() }
        model.start()
        wait(for: [updated], timeout: 1.0)
    }
}
