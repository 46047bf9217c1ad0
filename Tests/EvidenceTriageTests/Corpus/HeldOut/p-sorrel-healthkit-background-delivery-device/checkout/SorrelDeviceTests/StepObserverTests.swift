import XCTest
@testable import Sorrel

final class StepObserverTests: XCTestCase {
    func testEnablesBackgroundDeliveryForSteps() async throws {
        let observer = StepObserver(store: HKHealthStore())
        try await observer.requestAuthorization()
        do {
            try await observer.enableBackgroundDelivery(frequency: .hourly)
        } catch {
            XCTFail("enableBackgroundDelivery failed: \(error)")
        }
    }
}
