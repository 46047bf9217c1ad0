//
//  CarbStoreHKQueryTests.swift
//  GlimmerKitHostedTests
//
//  Modeled on LoopKit/LoopKitHostedTests/CarbStoreHKQueryTests.swift.
//

import XCTest
import HealthKit
@testable import GlimmerKit

class CarbStoreHKQueryTestsBase: PersistenceControllerTestCase {
    var healthStore: HKHealthStoreMock!
    var hkSampleStore: HealthKitSampleStore!
    var store: CarbStore!
    var authorizationStatus: HKAuthorizationStatus = .notDetermined

    override func setUp() {
        super.setUp()
        healthStore = HKHealthStoreMock()
        healthStore.authorizationStatus = authorizationStatus
        hkSampleStore = HealthKitSampleStore(
            healthStore: healthStore,
            type: HKQuantityType(.dietaryCarbohydrates),
            observationStart: Date().addingTimeInterval(-.hours(1)),
            observationEnabled: true)
        hkSampleStore.testQueryStore = healthStore
        store = CarbStore(healthKitSampleStore: hkSampleStore, cacheStore: cacheStore, cacheLength: .hours(24))
    }

    override func tearDown() {
        store = nil
        hkSampleStore = nil
        healthStore = nil
        super.tearDown()
    }
}

class CarbStoreHKQueryTestsAuthorized: CarbStoreHKQueryTestsBase {
    override func setUp() {
        authorizationStatus = .sharingAuthorized
        super.setUp()
    }

    func testObserverQueryStartup() {
        // Authorization was answered on an earlier launch: the store must start
        // observing (and enable background delivery) without a new prompt.
        XCTAssertFalse(hkSampleStore.authorizationRequired)

        let observerQueryCreated = expectation(description: "observer query created")
        hkSampleStore.createObserverQuery = { sampleType, predicate, updateHandler in
            let observerQuery = HKObserverQueryMock(sampleType: sampleType, predicate: predicate, updateHandler: updateHandler)
            observerQueryCreated.fulfill()
            return observerQuery
        }

        waitForExpectations(timeout: 2)
    }
}

class CarbStoreHKQueryTests: CarbStoreHKQueryTestsBase {
    func testObserverQueryCreatedAfterAuthorization() {
        XCTAssertTrue(hkSampleStore.authorizationRequired)
        XCTAssertNil(hkSampleStore.observerQuery)

        let observerQueryCreated = expectation(description: "observer query created")
        hkSampleStore.createObserverQuery = { sampleType, predicate, updateHandler in
            observerQueryCreated.fulfill()
            return HKObserverQueryMock(sampleType: sampleType, predicate: predicate, updateHandler: updateHandler)
        }
        healthStore.authorizationStatus = .sharingAuthorized
        hkSampleStore.authorizationIsDetermined()

        waitForExpectations(timeout: 3)
        XCTAssertNotNil(hkSampleStore.observerQuery)
    }
}
