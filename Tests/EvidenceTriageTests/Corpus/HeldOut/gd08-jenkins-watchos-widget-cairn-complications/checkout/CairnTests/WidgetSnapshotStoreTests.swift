import XCTest
@testable import Cairn

final class WidgetSnapshotStoreTests: XCTestCase {

    private var widgetBundle: Bundle {
        Bundle(url: Bundle.main.builtInPlugInsURL!.appendingPathComponent("CairnWidgets.appex"))!
    }

    func testAppPublishesSnapshotToSharedContainer() throws {
        let publisher = SnapshotPublisher(bundle: .main)
        try publisher.publish(.fixture(altitude: 1_344))
        XCTAssertNotNil(publisher.containerURL)
    }

    func testWidgetReadsSnapshotFromSharedContainer() throws {
        try SnapshotPublisher(bundle: .main).publish(.fixture(altitude: 1_344))
        let store = WidgetSnapshotStore(bundle: widgetBundle)
        let container = try XCTUnwrap(store.containerURL, "widget could not open its App Group container")
        XCTAssertEqual(try store.load()?.altitude, 1_344, "read from \(container.path)")
    }
}
