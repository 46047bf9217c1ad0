import HealthKit
import XCTest
@testable import Tidewell

final class BackgroundDeliveryRegistrarTests: XCTestCase {
    private final class SpyStore: BackgroundDeliveryEnabling {
        var executed: [HKQuery] = []
        var enabled: [(HKObjectType, HKUpdateFrequency)] = []
        func execute(_ query: HKQuery) { executed.append(query) }
        func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                      withCompletion completion: @escaping (Bool, Error?) -> Void) {
            enabled.append((type, frequency))
            completion(true, nil)
        }
    }

    private func makeRegistrar(_ spy: SpyStore) -> BackgroundDeliveryRegistrar {
        let job = HealthKitSyncJob(store: FakeHealthStore(), anchors: InMemoryAnchorStore(), sink: RecordingTotalsSink())
        return BackgroundDeliveryRegistrar(store: spy, job: job)
    }

    func testRegistersOneObserverPerTrackedType() {
        let spy = SpyStore()
        makeRegistrar(spy).registerAll()
        XCTAssertEqual(spy.executed.count, 2)
        XCTAssertEqual(spy.enabled.count, 2)
    }

    func testWaterUsesImmediateFrequency() {
        let spy = SpyStore()
        makeRegistrar(spy).registerAll()
        let water = spy.enabled.first { $0.0 == HKQuantityType(.dietaryWater) }
        XCTAssertEqual(water?.1, .immediate)
    }

    /// Steps change every few seconds while walking; hourly is the budget we agreed with
    /// product (immediate for steps drained the background budget in the 3.4 beta).
    func testStepCountUsesHourlyFrequency() {
        let spy = SpyStore()
        makeRegistrar(spy).registerAll()
        let steps = spy.enabled.first { $0.0 == HKQuantityType(.stepCount) }
        XCTAssertEqual(steps.map { String(describing: $0.1) }, "hourly")
    }
}

extension HKUpdateFrequency: @retroactive CustomStringConvertible {
    public var description: String {
        switch self {
        case .immediate: return "immediate"
        case .hourly: return "hourly"
        case .daily: return "daily"
        case .weekly: return "weekly"
        @unknown default: return "unknown(\(rawValue))"
        }
    }
}
