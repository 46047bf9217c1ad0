import XCTest
import ActivityKit
@testable import Tidewise

final class TideActivityControllerTests: XCTestCase {

    func testStartLiveActivityForNextHighTide() {
        let controller = TideActivityController()
        let highTide = Date().addingTimeInterval(2 * 3600)
        do {
            try controller.start(station: "Den Helder", highTide: highTide, height: 1.42)
        } catch {
            XCTFail("Live Activity request failed: \(error.localizedDescription)")
        }
        XCTAssertNotNil(controller.current)
        Task { await controller.current?.end(nil, dismissalPolicy: .immediate) }
    }
}
