import XCTest
import HealthKit
@testable import Pulsewise

final class HealthQueryErrorTests: XCTestCase {

    func testEmptyStoreReportsOkWithNoSamples() async throws {
        let runner = SampleQueryRunner(executor: StubQueryExecutor(result: .success([])))
        let outcome = await runner.samples(of: HKQuantityType(.restingHeartRate), in: .lastHour)
        XCTAssertEqual(outcome, .ok(samples: 0))
    }

    func testTimedOutQueryIsReportedAsFailure() async throws {
        let runner = SampleQueryRunner(executor: StubQueryExecutor(result: .timeout), timeout: .milliseconds(50))
        let outcome = await runner.samples(of: HKQuantityType(.restingHeartRate), in: .lastHour)
        XCTAssertEqual(outcome, .failed(.timedOut))
    }

    /// HealthKit refuses reads while the device is locked (HKError.errorDatabaseInaccessible).
    /// The uploader must be able to tell "refused" apart from "nothing recorded", otherwise
    /// it commits an empty hour and advances the upload cursor past real data.
    func testLockedStoreReadIsReportedAsFailure() async throws {
        let locked = HKError(.errorDatabaseInaccessible)
        let runner = SampleQueryRunner(executor: StubQueryExecutor(result: .failure(locked)))

        let outcome = await runner.samples(of: HKQuantityType(.restingHeartRate), in: .lastHour)

        XCTAssertEqual(outcome, .failed(.databaseInaccessible))
    }
}
