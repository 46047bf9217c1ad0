import XCTest
@testable import Brewlog

final class BrewTimerControllerTests: XCTestCase {
    func testBloomStepComesFirst() async throws {
        let controller = BrewTimerController(clock: TestClock())
        try await controller.start(recipeID: "v60-classic")
        XCTAssertEqual(controller.currentStep?.name, "Bloom")
    }
}
