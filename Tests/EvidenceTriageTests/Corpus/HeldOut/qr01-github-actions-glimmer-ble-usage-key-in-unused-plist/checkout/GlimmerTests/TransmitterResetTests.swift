import XCTest
@testable import Glimmer

final class TransmitterResetTests: XCTestCase {
    func testResetWritesResetOpcode() {
        let manager = TransmitterManager()
        let command = manager.resetTransmitter()
        XCTAssertEqual(command.first, 0x42)
        XCTAssertEqual(command.count, 3)
    }

    func testResetCommandCRC() {
        XCTAssertEqual(CRC16.checksum([0x42]).count, 2)
    }
}
