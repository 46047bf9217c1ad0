import XCTest
import HealthKit
@testable import Pulsewise

/// Reads real samples from the CI iPhone's Health store. The device is
/// seeded with 60 minutes of resting heart rate by ci/device-prep.sh.
final class HeartRateExportTests: XCTestCase {

    func testExportsLastHourOfSamples() async throws {
        let exporter = HeartRateExporter(store: HKHealthStore(), clock: .live)

        let batch = try await exporter.exportBatch(window: .lastHour, strict: true)

        XCTAssertGreaterThanOrEqual(batch.samples.count, 50)
        XCTAssertEqual(batch.unit, "count/min")
    }

    func testEmptyBatchIsNotUploaded() async throws {
        let exporter = HeartRateExporter(store: HKHealthStore(), clock: .fixed(.distantPast))
        let batch = try await exporter.exportBatch(window: .lastHour, strict: false)
        XCTAssertTrue(batch.isEmpty)
    }
}
