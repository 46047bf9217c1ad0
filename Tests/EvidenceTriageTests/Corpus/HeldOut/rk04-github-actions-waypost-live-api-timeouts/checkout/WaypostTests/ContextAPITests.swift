import XCTest
import CoreLocation
@testable import Waypost

final class ContextAPITests: XCTestCase {
    private let client = ContextClient(baseURL: URL(string: "https://api.waypost.dev/v1")!,
                                       publishableKey: TestKeys.publishable)

    func testGetContextReturnsPlace() {
        let done = expectation(description: "getContext callback")
        client.getContext(at: CLLocation(latitude: 40.7033, longitude: -73.9881)) { result in
            XCTAssertEqual(try? result.get().place?.name, "Brooklyn Bridge Park")
            done.fulfill()
        }
        waitForExpectations(timeout: 60)
    }

    func testGetContextRejectsInvalidLocation() {
        let done = expectation(description: "getContext error callback")
        client.getContext(at: CLLocation(latitude: 200, longitude: 0)) { result in
            if case .failure(let error) = result { XCTAssertEqual(error, .badRequest) }
            done.fulfill()
        }
        waitForExpectations(timeout: 60)
    }
}
