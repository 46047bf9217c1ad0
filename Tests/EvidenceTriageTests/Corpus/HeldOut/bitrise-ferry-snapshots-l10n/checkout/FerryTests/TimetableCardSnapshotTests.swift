import XCTest
import SnapshotTesting
import SwiftUI
@testable import Ferry

// Reference images recorded 2026-09 on the team's Intel iMac (see FerryTests/__Snapshots__/README.md).
final class TimetableCardSnapshotTests: XCTestCase {
    private let departure = Departure.fixture(route: "Harbour → Island", leavesAt: "07:45", delayMinutes: 4)

    func testCardLight() {
        let view = TimetableCard(departure: departure).frame(width: 390)
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13, traits: .init(userInterfaceStyle: .light)))
    }

    func testCardDark() {
        let view = TimetableCard(departure: departure).frame(width: 390)
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13, traits: .init(userInterfaceStyle: .dark)))
    }

    func testCancelledBadge() {
        let view = CancelledBadge().frame(width: 120, height: 32)
        assertSnapshot(of: UIHostingController(rootView: view), as: .image)
    }
}
