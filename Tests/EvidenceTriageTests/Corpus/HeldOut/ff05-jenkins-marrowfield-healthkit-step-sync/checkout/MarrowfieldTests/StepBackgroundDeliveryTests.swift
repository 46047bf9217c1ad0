//
//  StepBackgroundDeliveryTests.swift
//  MarrowfieldTests
//

import HealthKit
import XCTest
@testable import Marrowfield

final class StepBackgroundDeliveryTests: XCTestCase {

    func testRegistersObserverQueryForEachType() async throws {
        let store = RecordingHealthStore()
        let delivery = StepBackgroundDelivery(store: store, importer: .stub())
        try await delivery.start()
        XCTAssertEqual(store.executedQueries.count, 2)
        XCTAssertEqual(store.backgroundDeliveryTypes, StepBackgroundDelivery.observedTypes)
    }

    /// Integration check against the real store: background delivery must be
    /// accepted for steps with the app's entitlements.
    func testEnablesHourlyDeliveryForStepCount() async throws {
        let store = HKHealthStore()
        do {
            try await store.enableBackgroundDelivery(for: HKQuantityType(.stepCount), frequency: .hourly)
        } catch {
            XCTFail("enableBackgroundDelivery failed: \(error)")
        }
        try await store.disableAllBackgroundDelivery()
    }
}
