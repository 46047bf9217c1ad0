import CoreLocation
import XCTest
@testable import WaypostKit

/// Reads geofence transition lines back through DatabaseManager (persisted on a serial queue).
final class GeofenceManagerTransitionLogTests: XCTestCase {
    private var db: DatabaseManager!
    private var manager: GeofenceManager!

    override func setUp() {
        super.setUp()
        db = DatabaseManager(inMemory: true)
        manager = GeofenceManager(config: .highAccuracy(exitAccuracyMax: 20), logger: TransitionLogger(db: db))
        manager.add(Geofence(identifier: "ZONE_LOG", center: .init(latitude: 52.5200, longitude: 13.4050), radius: 50))
    }

    /// Returns as soon as *any* [geofence] line has landed.
    private func geofenceLines(timeout: TimeInterval = 2) -> [(level: String, message: String)] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let lines = db.logLines(matching: "[geofence]")
            if !lines.isEmpty { return lines }
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        return []
    }

    private func firstExitAtInfo(_ lines: [(level: String, message: String)]) -> String? {
        lines.first { $0.level == "INFO" && $0.message.contains("[geofence] EXIT") }?.message
    }

    func testTraceSurfacesTheExitAccuracyMaxClampWhenItBinds() {
        manager.evaluate(fix(distanceFromCenter: 8.2, accuracy: 5))
        manager.evaluate(fix(distanceFromCenter: 199.8, accuracy: 150))   // clamp binds: 150 -> 20
        manager.evaluate(fix(distanceFromCenter: 199.8, accuracy: 150))   // second out-of-fence fix confirms EXIT
        let lines = geofenceLines()
        guard let exit = firstExitAtInfo(lines) else {
            XCTFail("expected an EXIT line, got: \(lines)")
            return
        }
        XCTAssertTrue(exit.contains("exitAccuracyMax=20 clampApplied=true"))
    }
}
