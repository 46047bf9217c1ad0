import XCTest
import HealthKit
@testable import Stridewell

final class HealthAuthorizationTests: XCTestCase {
    func testRequestsReadAndShareForWorkouts() async throws {
        let auth = HealthAuthorizer(store: HKHealthStore())
        try await auth.requestWorkoutAccess()
        XCTAssertTrue(auth.didRequest)
    }
}
