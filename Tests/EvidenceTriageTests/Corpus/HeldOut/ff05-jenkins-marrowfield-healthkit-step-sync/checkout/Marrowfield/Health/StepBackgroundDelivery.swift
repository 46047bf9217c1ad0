//
//  StepBackgroundDelivery.swift
//  Marrowfield
//
//  Observer queries + hourly background delivery for step count and
//  active energy. Set up from application(_:didFinishLaunchingWithOptions:).
//

import Foundation
import HealthKit

protocol HealthStoring {
    func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async throws
    func execute(_ query: HKQuery)
}

extension HKHealthStore: HealthStoring {}

final class StepBackgroundDelivery {
    static let observedTypes: [HKQuantityType] = [
        HKQuantityType(.stepCount),
        HKQuantityType(.activeEnergyBurned),
    ]

    private let store: HealthStoring
    private let importer: DailyStepImporter

    init(store: HealthStoring, importer: DailyStepImporter) {
        self.store = store
        self.importer = importer
    }

    func start() async throws {
        for type in Self.observedTypes {
            let query = HKObserverQuery(sampleType: type, predicate: nil) { [importer] _, completion, error in
                guard error == nil else { completion(); return }
                Task {
                    defer { completion() }
                    try? await importer.importDelta(for: type)
                }
            }
            store.execute(query)
            try await store.enableBackgroundDelivery(for: type, frequency: .hourly)
        }
    }
}
