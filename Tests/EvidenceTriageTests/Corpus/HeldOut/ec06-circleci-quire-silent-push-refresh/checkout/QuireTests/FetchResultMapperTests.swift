import XCTest
@testable import Quire

final class FetchResultMapperTests: XCTestCase {
    private let mapper = FetchResultMapper()

    func testNewDataMapsToNewData() {
        XCTAssertEqual(mapper.result(for: .newData(count: 3)), .newData)
    }

    /// A user-centred problem (signed out, locked notebook) is not a failed
    /// fetch: reporting .failed teaches iOS to wake us less often.
    func testUserErrorIsNotReportedAsFailed() {
        let result = mapper.result(for: .userError(reason: "signed-out"))
        XCTAssertEqual(result.rawValue, UIBackgroundFetchResult.noData.rawValue,
                       "user-centred errors must not be reported as .failed")
    }
}
