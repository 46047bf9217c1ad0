import HealthKit
import XCTest
@testable import Pulsepath

final class RestingHeartRateSyncTests: XCTestCase {
    func testUploadsOnlyNewSamples() async throws {
        let store = InMemoryHealthStore(samples: .restingHR(days: 3))
        let api = RecordingUploadAPI()
        let sync = RestingHeartRateSync(store: store, api: api, anchors: InMemoryAnchorStore())
        try await sync.run()
        try await sync.run()
        XCTAssertEqual(api.uploadedSampleCount, 3)
    }

    func testAnchorNotAdvancedWhenUploadFails() async throws {
        let store = InMemoryHealthStore(samples: .restingHR(days: 3))
        let anchors = InMemoryAnchorStore()
        let sync = RestingHeartRateSync(store: store, api: FailingUploadAPI(status: 503), anchors: anchors)
        _ = try? await sync.run()
        XCTAssertNil(anchors.anchor(for: .restingHeartRate), "a failed upload must not move the anchor past unsent samples")
    }
}
