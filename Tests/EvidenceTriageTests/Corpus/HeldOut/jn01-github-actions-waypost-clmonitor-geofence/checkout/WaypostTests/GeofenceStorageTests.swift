import XCTest
@testable import Waypost

/// CoreLocation on device delivers the same CLMonitor crossing two or three times
/// (identical identifier, state and date). These tests drive the storage call the
/// wrapper makes, in the order the OS and the movement pass produce them.
final class GeofenceStorageTests: XCTestCase {
    private let trigger = "waypost.movement-trigger"
    private let osEventDate = Date(timeIntervalSince1970: 1_795_000_000)

    func testCopyDeliveredBeforeReseedIsSuppressed() async {
        let storage = GeofenceStorage(clock: { self.osEventDate.addingTimeInterval(0.004) })
        let first = await storage.recordMonitorEvent(.exit, forIdentifier: trigger, now: osEventDate)
        let copy = await storage.recordMonitorEvent(.exit, forIdentifier: trigger, now: osEventDate)
        XCTAssertEqual(first, .delivered)
        XCTAssertEqual(copy, .noStateChange)
    }

    func testCopyDeliveredAfterReseedIsRefused() async {
        let storage = GeofenceStorage(clock: { self.osEventDate.addingTimeInterval(0.006) })
        let first = await storage.recordMonitorEvent(.exit, forIdentifier: trigger, now: osEventDate)
        XCTAssertEqual(first, .delivered)
        // The first copy's movement pass re-centres the trigger and re-seeds its baseline.
        await storage.reseedBaseline(.enter, forIdentifier: trigger)
        // The OS copy lands 4-9 ms later, carrying the original event date.
        let copy = await storage.recordMonitorEvent(.exit, forIdentifier: trigger, now: osEventDate)
        XCTAssertEqual(copy, .refused, "a re-delivered exit (same identifier, state and date) landing after the re-seed must not start a second movement pass")
    }

    func testGenuineExitAfterReseedIsDelivered() async {
        let storage = GeofenceStorage(clock: { self.osEventDate })
        await storage.reseedBaseline(.enter, forIdentifier: trigger)
        let later = await storage.recordMonitorEvent(.exit, forIdentifier: trigger, now: osEventDate.addingTimeInterval(420))
        XCTAssertEqual(later, .delivered)
    }
}
