import WidgetKit
import XCTest
@testable import Larder
@testable import LarderWidgetKit

final class WidgetReloadTests: XCTestCase {

    func testWidgetTimelineRebuiltWithinFiveMinutesOfNewItem() {
        let store = SharedStore.appGroup
        let before = store.lastTimelineBuild
        PantryRepository.shared.add(.fixture(name: "Greek yoghurt", expiresIn: .days(2)))

        let rebuilt = expectation(for: NSPredicate { _, _ in store.lastTimelineBuild != before },
                                  evaluatedWith: nil)
        wait(for: [rebuilt], timeout: 300)
    }

    func testSharedStoreRoundTripsItems() {
        let store = SharedStore.appGroup
        store.items = [.fixture(name: "Feta", expiresIn: .days(4))]
        XCTAssertEqual(SharedStore.appGroup.items.map(\.name), ["Feta"])
    }
}
