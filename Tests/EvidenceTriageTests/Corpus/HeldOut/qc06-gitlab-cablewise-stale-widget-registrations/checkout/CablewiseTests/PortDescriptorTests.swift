import XCTest
@testable import Cablewise

final class PortDescriptorTests: XCTestCase {
    func testUSB3SpeedLabel() {
        XCTAssertEqual(PortDescriptor(speedMask: 0x4).speedLabel, "USB 3.2 Gen 1 (5 Gb/s)")
    }

    func testThunderboltSpeedLabel() {
        XCTAssertEqual(PortDescriptor(speedMask: 12, thunderbolt: true).speedLabel, "Thunderbolt 4 (40 Gb/s)")
    }
}
