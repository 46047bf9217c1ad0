import XCTest
@testable import App

/// TideFetchHandler is the native side of the background-fetch event
/// (@transistorsoft/capacitor-background-fetch). It looks up the nearest
/// tide station for the last known position and caches tomorrow's tides.
final class TideFetchHandlerTests: XCTestCase {
    private var events: [String] = []
    private var store: InMemoryTideStore!

    override func setUp() {
        super.setUp()
        events = []
        store = InMemoryTideStore()
    }

    func testFetchFinishesWhenNoPositionPermission() {
        let location = FakeLocationProvider(authorization: .denied)
        let finisher = RecordingFinisher()
        let handler = TideFetchHandler(location: location, store: store, finisher: finisher) { self.events.append($0) }
        handler.onFetch(taskId: "com.transistorsoft.fetch")
        XCTAssertEqual(finisher.finished, ["com.transistorsoft.fetch"])
        XCTAssertEqual(store.savedStations.count, 0)
    }

    func testFetchSavesNearestStationBeforeFinish() {
        // The fake answers like the real CLLocationManager: asynchronously.
        let location = FakeLocationProvider(delay: 0.4, fix: Coordinate(lat: 50.366, lon: -4.142))
        let finisher = RecordingFinisher()
        let handler = TideFetchHandler(location: location, store: store, finisher: finisher) { self.events.append($0) }

        let finished = expectation(description: "BackgroundFetch.finish called")
        finisher.onFinish = { _ in finished.fulfill() }
        handler.onFetch(taskId: "com.transistorsoft.fetch")
        wait(for: [finished], timeout: 5)

        print("[TideFetchHandlerTests] events at finish: \(events)")
        XCTAssertEqual(store.savedStations.count, 1, "nearest tide station must be saved before BackgroundFetch.finish()")
        XCTAssertEqual(store.savedStations.first?.id, "DEVONPORT")
    }

    func testTimeoutCallbackFinishesTask() {
        let location = FakeLocationProvider(delay: 60, fix: Coordinate(lat: 50.366, lon: -4.142))
        let finisher = RecordingFinisher()
        let handler = TideFetchHandler(location: location, store: store, finisher: finisher) { self.events.append($0) }
        handler.onFetch(taskId: "com.transistorsoft.fetch")
        handler.onTimeout(taskId: "com.transistorsoft.fetch")
        XCTAssertEqual(finisher.finished, ["com.transistorsoft.fetch"])
    }
}
