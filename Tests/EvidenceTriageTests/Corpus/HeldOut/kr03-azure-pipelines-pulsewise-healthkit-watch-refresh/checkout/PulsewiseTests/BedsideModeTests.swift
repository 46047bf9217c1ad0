import XCTest
@testable import Pulsewise

final class BedsideModeTests: XCTestCase {
    private var apis: [PulseAPI] = []

    override func setUp() {
        super.setUp()
        // Each API gets its own uploader registered on the shared container.
        apis = (0..<24).map { _ in PulseAPI(server: .stub) }
    }

    func testEnablingBedsideModePublishesSensors() {
        SensorContainer.shared.bedsideModeEnabled = true
        XCTAssertTrue(SensorContainer.shared.bedsideModeEnabled)
    }

    func testDisablingBedsideModeKeepsReadings() {
        SensorContainer.shared.bedsideModeEnabled = true
        SensorContainer.shared.bedsideModeEnabled = false
        XCTAssertFalse(SensorContainer.shared.bedsideModeEnabled)
    }
}
