import HealthKit
import XCTest
@testable import TidewellKit

class CarbStoreHKQueryTestsBase: XCTestCase {
    var healthStore: HKHealthStoreMock!
    var carbStore: CarbStore!
    var authorizationStatus: HKAuthorizationStatus = .notDetermined

    override func setUp() {
        super.setUp()
        healthStore = HKHealthStoreMock()
        healthStore.authorizationStatus = authorizationStatus
        // The sample store starts its HKObserverQuery as soon as it is authorized.
        carbStore = CarbStore(
            healthStore: healthStore,
            observationEnabled: true,
            cacheStore: PersistenceController(directoryURL: FileManager.default.temporaryDirectory
                .appendingPathComponent(UUID().uuidString)),
            observationInterval: .hours(24)
        )
    }

    override func tearDown() {
        carbStore = nil
        healthStore = nil
        super.tearDown()
    }
}

final class CarbStoreHKQueryTests: CarbStoreHKQueryTestsBase {
    func testObserverQueryStartup() {
        // Not authorized yet: the query starts when authorization is requested.
        let observerQueryCreated = expectation(description: "observer query created")
        carbStore.createObserverQuery = { sampleType, predicate, updateHandler in
            observerQueryCreated.fulfill()
            return HKObserverQueryMock(sampleType: sampleType, predicate: predicate, updateHandler: updateHandler)
        }
        healthStore.observerQueryStartedExpectation = expectation(description: "observer query started")
        carbStore.authorize(toShare: true, read: true) { _ in }
        waitForExpectations(timeout: 2)
        XCTAssertNotNil(healthStore.observerQuery)
    }
}

final class CarbStoreHKQueryTestsAuthorized: CarbStoreHKQueryTestsBase {
    override func setUp() {
        authorizationStatus = .sharingAuthorized
        super.setUp()
    }

    func testObserverQueryStartup() {
        // Authorized before setUp(): HealthKitSampleStore may already have executed
        // its observer query by the time this line runs.
        healthStore.observerQueryStartedExpectation = expectation(description: "observer query started")
        waitForExpectations(timeout: 2)
        XCTAssertNotNil(healthStore.observerQuery)
        XCTAssertEqual(healthStore.backgroundDeliveryFrequency, .immediate)
    }
}
