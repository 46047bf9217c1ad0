import XCTest
import HealthKit
@testable import Stridewell

final class StepObserverTests: XCTestCase {
    func testObserverFiresWithin60SecondsOfNewSteps() async throws {
        let woke = expectation(description: "step observer woke the app")
        BackgroundObservers.shared.onWake = { type in if type == .stepCount { woke.fulfill() } }
        try await HealthWriter.writeSteps(500, at: .now)     // writes a sample through HKHealthStore
        await fulfillment(of: [woke], timeout: 60)
    }
}
