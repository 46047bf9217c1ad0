import XCTest
@testable import Runner

final class GeofenceListTests: XCTestCase {
    func testEmptyStateMessage() async {
        let model = GeofenceListModel(loader: { [] })
        await model.reload()
        XCTAssertEqual(model.emptyMessage, "No saved places yet")
    }
}
