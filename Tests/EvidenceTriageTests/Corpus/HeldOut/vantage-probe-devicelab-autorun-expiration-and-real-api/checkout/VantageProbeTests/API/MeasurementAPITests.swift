import XCTest
@testable import VantageProbe

final class MeasurementAPITests: XCTestCase {

    /// Gets a measurement detail from the public API, then downloads the related JSON.
    func testFetchExistingMeasurementDetail() {
        let done = expectation(description: "measurement detail")
        MeasurementAPI.shared.detail(reportID: "20230110T101112Z_webconnectivity_IT_30722_n1_x7bq", input: "https://example.org/") { result in
            if case .success(let detail) = result { XCTAssertNotNil(detail.rawMeasurementURL) }
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
    }
}
