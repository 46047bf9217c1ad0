import XCTest
@testable import Tallowby

final class ListMergeTests: XCTestCase {
    private let t0 = Date(timeIntervalSince1970: 1_795_000_000)

    func testMergeAddsRemoteOnlyItems() {
        let local: [ListItem] = []
        let remote = [ListItem.fixture(title: "Oat milk", quantity: 1, createdAt: t0, modifiedAt: t0)]
        XCTAssertEqual(ListMerge.merge(local: local, remote: remote).map(\.title), ["Oat milk"])
    }

    func testMergeKeepsNewestQuantity() {
        let id = UUID()
        let local = [ListItem.fixture(id: id, title: "Eggs", quantity: 2,
                                      createdAt: t0, modifiedAt: t0.addingTimeInterval(60))]
        let remote = [ListItem.fixture(id: id, title: "Eggs", quantity: 3,
                                       createdAt: t0.addingTimeInterval(-3600), modifiedAt: t0.addingTimeInterval(600))]
        let merged = ListMerge.merge(local: local, remote: remote)
        XCTAssertEqual(merged.first?.quantity, 3, "remote edit made later should win")
    }
}
