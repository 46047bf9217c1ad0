import XCTest
import HealthKit
@testable import Pulse

final class HealthAuthorizationTests: XCTestCase {
    func testReadAuthorizationRequestCompletesWithoutError() async {
        let store = HKHealthStore()
        let auth = HealthAuthorizer(store: store)
        let error = await auth.requestStepsReadAccess()
        XCTAssertNil(error, "requestAuthorization must not fail on CI")
    }
}
