import XCTest
@testable import Runner

final class WidgetSnapshotWriterTests: XCTestCase {
    func testWriteForecastProducesFileWidgetCanRead() throws {
        let writer = WidgetSnapshotWriter(groupID: SharedStore.groupID)
        let url = try XCTUnwrap(writer.snapshotURL, "shared container for \(SharedStore.groupID)")
        try writer.write(.fixture(region: "Leeds", grass: .high, tree: .low))
        let decoded = try WidgetSnapshot.decode(from: Data(contentsOf: url))
        XCTAssertEqual(decoded.region, "Leeds")
    }

    func testSnapshotEncodingIsStable() throws {
        let data = try WidgetSnapshot.fixture(region: "York", grass: .low, tree: .moderate).encoded()
        XCTAssertEqual(try WidgetSnapshot.decode(from: data).tree, .moderate)
    }
}
