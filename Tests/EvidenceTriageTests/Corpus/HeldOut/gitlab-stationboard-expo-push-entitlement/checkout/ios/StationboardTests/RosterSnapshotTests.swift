import SnapshotTesting
import XCTest
@testable import Stationboard

final class RosterSnapshotTests: XCTestCase {
    func testRosterLightMode() {
        let vc = RosterViewController(roster: .fixture(crews: 3))
        assertSnapshot(of: vc, as: .image(on: .iPhone13, traits: .init(userInterfaceStyle: .light)))
    }

    func testRosterDarkMode() {
        let vc = RosterViewController(roster: .fixture(crews: 3))
        assertSnapshot(of: vc, as: .image(on: .iPhone13, traits: .init(userInterfaceStyle: .dark)))
    }
}
