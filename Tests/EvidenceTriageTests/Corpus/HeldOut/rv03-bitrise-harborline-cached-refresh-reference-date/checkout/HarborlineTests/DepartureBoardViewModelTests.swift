import XCTest
@testable import Harborline

final class DepartureBoardViewModelTests: XCTestCase {
    func testCountdownTicks() {
        let model = DepartureBoardViewModel(departure: Date(timeIntervalSinceNow: 120))
        let ticked = expectation(description: "countdown ticked")
        model.onTick = { _ in ticked.fulfill() }
        model.start()
        wait(for: [ticked], timeout: 1.5)
    }
}
