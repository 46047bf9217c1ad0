import XCTest
@testable import Woodpile

final class RequestBodyTests: XCTestCase {
    func testFormBodyEncodesParameters() throws {
        let request = try StoreAPIRequest.updateOrder(id: 1001, status: .completed, note: "left at door").urlRequest()
        let body = String(data: try XCTUnwrap(request.httpBody), encoding: .utf8)
        XCTAssertEqual(body, #"{"id":1001,"note":"left at door","status":"completed"}"#)
    }
}
