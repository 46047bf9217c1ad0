import Foundation
import HealthKit
import os

/// Reads the samples HealthKit delivered since the last anchor and forwards them to the
/// hydration/steps store. Woken from `BackgroundDeliveryRegistrar`'s observer queries,
/// usually while the app is in the background and, often, while the device is locked.
final class HealthKitSyncJob {
    private let store: HealthStoreReading
    private let anchors: AnchorStore
    private let sink: DailyTotalsSink
    private let log = Logger(subsystem: "app.tidewell", category: "healthsync")

    init(store: HealthStoreReading, anchors: AnchorStore, sink: DailyTotalsSink) {
        self.store = store
        self.anchors = anchors
        self.sink = sink
    }

    enum Outcome: Equatable {
        case applied(count: Int)
        case deferred
        case nothingNew
    }

    /// Called from the observer query's update handler. `completion` is the
    /// HKObserverQueryCompletionHandler and must be called exactly once.
    func handleObserverWake(for type: HKQuantityType, completion: @escaping () -> Void) {
        Task {
            _ = await run(for: type)
            completion()
        }
    }

    func run(for type: HKQuantityType) async -> Outcome {
        let anchor = anchors.anchor(for: type.identifier)
        log.info("HealthKitSyncJob woke for \(type.identifier, privacy: .public) (anchor=\(anchor?.debugDescription ?? "nil", privacy: .public))")
        print("[Tidewell] HealthKitSyncJob woke for \(type.identifier) (anchor=\(anchor.map { "\($0.hashValue)" } ?? "nil"))")

        let batch = try! await store.samples(of: type, after: anchor)

        guard !batch.samples.isEmpty else {
            anchors.setAnchor(batch.newAnchor, for: type.identifier)
            return .nothingNew
        }

        let totals = DailyTotals.aggregate(batch.samples)
        sink.merge(totals, for: type.identifier)
        anchors.setAnchor(batch.newAnchor, for: type.identifier)
        return .applied(count: batch.samples.count)
    }
}

struct SampleBatch {
    let samples: [HKQuantitySample]
    let newAnchor: HKQueryAnchor?
}

protocol HealthStoreReading {
    func samples(of type: HKQuantityType, after anchor: HKQueryAnchor?) async throws -> SampleBatch
}

protocol AnchorStore: AnyObject {
    func anchor(for identifier: String) -> HKQueryAnchor?
    func setAnchor(_ anchor: HKQueryAnchor?, for identifier: String)
}

protocol DailyTotalsSink: AnyObject {
    func merge(_ totals: DailyTotals, for identifier: String)
}
