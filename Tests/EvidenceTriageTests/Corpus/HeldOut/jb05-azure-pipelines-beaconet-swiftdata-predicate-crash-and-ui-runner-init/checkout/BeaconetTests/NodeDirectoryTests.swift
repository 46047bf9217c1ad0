import XCTest
@testable import Beaconet

final class NodeDirectoryTests: XCTestCase {
    func testMergeKeepsNewestPosition() {
        var directory = NodeDirectory()
        let older = Position(latitude: 38.7223, longitude: -9.1393, time: Date(timeIntervalSince1970: 1_764_148_360))
        let newer = Position(latitude: 38.7250, longitude: -9.1500, time: Date(timeIntervalSince1970: 1_764_148_445))
        directory.merge(node: 0x5e21, position: newer)
        directory.merge(node: 0x5e21, position: older)   // a relayed, older packet arrives late
        XCTAssertEqual(directory.position(of: 0x5e21)?.time, newer.time)
    }
}
