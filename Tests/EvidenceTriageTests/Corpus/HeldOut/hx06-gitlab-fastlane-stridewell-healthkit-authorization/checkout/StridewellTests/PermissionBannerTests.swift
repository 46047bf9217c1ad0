import HealthKit
import XCTest
@testable import Stridewell

final class PermissionBannerTests: XCTestCase {

    /// FakeHealthStore mirrors what HealthKit reports after a user turns step
    /// reading off: the request "succeeds", queries return no samples, and
    /// authorizationStatus only describes *sharing* (write) permission.
    func testBannerShownWhenStepReadDenied() {
        let store = FakeHealthStore(readDenied: [HKQuantityType(.stepCount)])
        let checker = HealthPermissionChecker(store: store)
        let viewModel = TodayViewModel(checker: checker, steps: StubStepSource(samples: []))
        viewModel.load()
        XCTAssertTrue(viewModel.showsStepAccessBanner, "banner should explain that step access is off")
    }

    func testNoBannerWhenStepsArrive() {
        let store = FakeHealthStore(readDenied: [])
        let viewModel = TodayViewModel(checker: HealthPermissionChecker(store: store),
                                       steps: StubStepSource(samples: .fixtureWeek))
        viewModel.load()
        XCTAssertFalse(viewModel.showsStepAccessBanner)
    }
}
