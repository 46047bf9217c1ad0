import XCTest
import GRDB
@testable import Wrenfield

final class WorkoutStoreMigrationTests: XCTestCase {
    func testFreshInstallMigrates() throws {
        let path = NSTemporaryDirectory() + UUID().uuidString + ".sqlite"
        let db = try WorkoutDatabase(path: path)
        XCTAssertNil(db.lastMigrationError)
    }

    /// Fixture: workouts.sqlite from a 4.2.1 install (has session.lastSyncedAt, no sample TTL).
    func testUpgradesV4DatabaseWithTTLColumn() throws {
        let path = NSTemporaryDirectory() + UUID().uuidString + ".sqlite"
        try FileManager.default.copyItem(atPath: Bundle(for: Self.self).path(forResource: "workouts-4.2.1", ofType: "sqlite")!,
                                         toPath: path)
        let db = try WorkoutDatabase(path: path)
        XCTAssertEqual(db.lastMigrationError, nil)
        let sample = HeartRateSample(sessionId: 1, bpm: 142, recordedAt: Date(), expiresAt: Date(timeIntervalSinceNow: 86_400 * 30))
        XCTAssertNoThrow(try db.insert(sample))
    }
}
