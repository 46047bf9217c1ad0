import XCTest
@testable import LarderWidgetKit

final class UseSoonEntryTests: XCTestCase {
    /// From the device log of a widget that stayed on its placeholder:
    /// "Widget archival failed due to image being too large [11] - (1536, 2039),
    /// totalArea: 3131904 > max[2121055.200000]."
    static let archiveLimit: CGFloat = 2_121_055.2

    func testEntryPhotoFitsWidgetArchiveLimit() throws {
        let data = try Fixtures.data(named: "oat-milk-1536x2039.jpg")
        let image = try XCTUnwrap(EntryPhoto.prepare(data))
        let area = image.size.width * image.scale * image.size.height * image.scale
        XCTAssertLessThanOrEqual(area, Self.archiveLimit,
                                 "entry photo (\(Int(image.size.width)), \(Int(image.size.height))) would fail widget archival")
    }

    func testEntryListsAtMostFourItems() {
        let store = SharedStore(defaults: .ephemeral())
        store.items = (1...7).map { PantryItem.fixture(name: "Item \($0)", expiresIn: .days($0)) }
        let entry = UseSoonProvider(store: store).makeEntry(now: .fixtureNow)
        XCTAssertEqual(entry.items.count, 4)
    }
}
