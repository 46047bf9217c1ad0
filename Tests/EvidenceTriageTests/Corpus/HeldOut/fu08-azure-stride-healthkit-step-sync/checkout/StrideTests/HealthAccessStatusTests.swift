//
//  HealthAccessStatusTests.swift
//  StrideTests
//

import XCTest
import HealthKit
@testable import StrideKit

final class HealthAccessStatusTests: XCTestCase {
    func testNotRequestedBeforePrompt() async {
        let store = FakeHealthStore(status: .notDetermined, samples: [])
        let state = await HealthAccess(store: store).stepsReadState()
        XCTAssertEqual(state, .notRequested)
    }

    /// Stride only asks to READ steps. HealthKit reports sharing (write) status, which
    /// stays .sharingDenied for a type we never asked to write, even when reading works.
    func testSharingDeniedDoesNotHideReadableSteps() async {
        let today = Date(timeIntervalSince1970: 1_790_640_000)
        let store = FakeHealthStore(status: .sharingDenied,
                                    samples: [StepSample(uuid: UUID(), count: 4_210, start: today)])
        let state = await HealthAccess(store: store).stepsReadState()
        XCTAssertEqual(state, .available, "banner says steps access is off while step samples are readable")
    }
}

final class FakeHealthStore: HealthStoreProtocol {
    let status: HKAuthorizationStatus
    let samples: [StepSample]
    init(status: HKAuthorizationStatus, samples: [StepSample]) { self.status = status; self.samples = samples }
    func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { status }
    func stepSamples(since date: Date) async throws -> [StepSample] { samples }
}
