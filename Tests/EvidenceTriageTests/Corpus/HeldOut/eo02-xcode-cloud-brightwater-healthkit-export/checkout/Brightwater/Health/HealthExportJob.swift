import Foundation
import HealthKit

/// Writes CGM readings fetched from the user's Tideline server into Apple Health.
/// Runs from the readings refresh task and from HealthKit background delivery.
final class HealthExportJob {
    private let store: HealthStoreWriting
    private let readings: ReadingsSource
    private let cursor: ExportCursorStore

    init(store: HealthStoreWriting, readings: ReadingsSource, cursor: ExportCursorStore) {
        self.store = store
        self.readings = readings
        self.cursor = cursor
    }

    func run() async throws {
        // Re-export the last 3 hours every time: the server back-fills readings after a
        // sensor reconnects. Health is expected to drop samples it already has.
        let since = Date().addingTimeInterval(-3 * 60 * 60)
        let batch = try await readings.readings(since: since)
        guard !batch.isEmpty else { return }

        let samples = batch.map { reading in
            HKQuantitySample(
                type: HKQuantityType(.bloodGlucose),
                quantity: HKQuantity(unit: .milligramsPerDeciliter, doubleValue: reading.mgdl),
                start: reading.date,
                end: reading.date,
                metadata: [HKMetadataKeyWasUserEntered: false])
        }
        try await store.save(samples)
        cursor.lastExported = batch.map(\.date).max()
    }
}

struct Reading: Equatable {
    let id: String
    let date: Date
    let mgdl: Double
}

protocol ReadingsSource {
    func readings(since: Date) async throws -> [Reading]
}

protocol HealthStoreWriting {
    func save(_ samples: [HKQuantitySample]) async throws
}

protocol ExportCursorStore: AnyObject {
    var lastExported: Date? { get set }
}

extension HKUnit {
    static let milligramsPerDeciliter = HKUnit(from: "mg/dL")
}
