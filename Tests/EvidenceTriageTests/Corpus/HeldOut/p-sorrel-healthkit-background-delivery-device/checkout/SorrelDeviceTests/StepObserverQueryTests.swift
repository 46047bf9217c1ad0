import XCTest
@testable import Sorrel

final class StepObserverQueryTests: XCTestCase {
    func testObserverQueryRegistersForSteps() {
        let observer = StepObserver(store: HKHealthStore())
        XCTAssertEqual(observer.query.objectType, HKQuantityType(.stepCount))
    }
}
