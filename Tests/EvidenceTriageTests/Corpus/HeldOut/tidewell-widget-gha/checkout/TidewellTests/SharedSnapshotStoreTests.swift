import XCTest
@testable import Tidewell

/// The app writes the latest tide snapshot into the App Group; the widget extension reads it.
/// Each side resolves its group from its OWN Info.plist (TWAppGroupIdentifier), exactly as the
/// shipping code does, so this test catches the two targets drifting apart.
final class SharedSnapshotStoreTests: XCTestCase {

    private var widgetBundle: Bundle!

    override func setUpWithError() throws {
        let plugIns = try XCTUnwrap(Bundle.main.builtInPlugInsURL)
        widgetBundle = try XCTUnwrap(Bundle(url: plugIns.appendingPathComponent("TidewellWidgetExtension.appex")),
                                     "widget extension is not embedded in the test host")
    }

    override func tearDownWithError() throws {
        try? SharedSnapshotStore(groupIdentifier: AppGroup.identifier(in: .main)).removeAll()
        try? SharedSnapshotStore(groupIdentifier: AppGroup.identifier(in: widgetBundle)).removeAll()
    }

    func testAppRoundTripsItsOwnSnapshot() throws {
        let store = SharedSnapshotStore(groupIdentifier: AppGroup.identifier(in: .main))
        try store.save(.fixture(station: "Port Orchard"))
        XCTAssertEqual(store.load()?.station, "Port Orchard")
    }

    func testWidgetReadsSnapshotWrittenByApp() throws {
        let appStore = SharedSnapshotStore(groupIdentifier: AppGroup.identifier(in: .main))
        let widgetStore = SharedSnapshotStore(groupIdentifier: AppGroup.identifier(in: widgetBundle))

        try appStore.save(.fixture(station: "Port Orchard", heightMeters: 3.41))

        let read = widgetStore.load()
        XCTAssertNotNil(read, "widget-side store returned no snapshot (widget group \(widgetStore.groupIdentifier), app wrote to \(appStore.groupIdentifier))")
        XCTAssertEqual(read?.station, "Port Orchard")
    }

    func testSnapshotOlderThanSixHoursIsStale() throws {
        let old = TideSnapshot.fixture(station: "Port Orchard", generatedAt: Date(timeIntervalSinceNow: -6.5 * 3600))
        XCTAssertTrue(old.isStale(now: Date()))
    }
}
