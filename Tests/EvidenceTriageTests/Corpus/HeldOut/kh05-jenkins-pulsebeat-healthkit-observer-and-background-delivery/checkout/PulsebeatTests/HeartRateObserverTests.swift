import XCTest
import HealthKit
@testable import Pulsebeat

final class FakeHealthStore: HealthStoring {
    var batches: [[HKSample]] = []
    var backgroundDeliveryResult: (Bool, Error?) = (true, nil)
    func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                  withCompletion completion: @escaping (Bool, Error?) -> Void) {
        completion(backgroundDeliveryResult.0, backgroundDeliveryResult.1)
    }
    func execute(_ query: HKQuery) {}
    func newSamples(of type: HKSampleType, after anchor: HKQueryAnchor?,
                    completion: @escaping ([HKSample], HKQueryAnchor?) -> Void) {
        completion(batches.isEmpty ? [] : batches.removeFirst(), nil)
    }
}

final class UploaderSpy: SampleUploading {
    var uploaded: [HKSample] = []
    func upload(_ samples: [HKSample]) { uploaded += samples }
}

final class HeartRateObserverTests: XCTestCase {
    private func sample(bpm: Double) -> HKQuantitySample {
        HKQuantitySample(type: HeartRateSync.heartRate,
                         quantity: HKQuantity(unit: .count().unitDivided(by: .minute()), doubleValue: bpm),
                         start: .now, end: .now)
    }

    func testNewSamplesAreUploaded() {
        let store = FakeHealthStore(); store.batches = [[sample(bpm: 61), sample(bpm: 64)]]
        let uploader = UploaderSpy()
        HeartRateSync(store: store, uploader: uploader).observerFired {}
        XCTAssertEqual(uploader.uploaded.count, 2)
    }

    /// HealthKit calls the observer once right after the query starts, even when
    /// nothing new was written (seen on the Simulator on every fresh install).
    func testInitialObserverUpdateWithoutSamplesIsIgnored() {
        let store = FakeHealthStore(); store.batches = [[]]
        let sync = HeartRateSync(store: store, uploader: UploaderSpy())
        sync.observerFired {}
        XCTAssertNil(sync.lastError)
    }
}
