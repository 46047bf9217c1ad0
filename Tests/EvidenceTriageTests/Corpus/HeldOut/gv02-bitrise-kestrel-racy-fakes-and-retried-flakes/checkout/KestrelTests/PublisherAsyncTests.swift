import Combine
import XCTest
@testable import KestrelCore

final class PublisherAsyncTests: XCTestCase {
    private var cancellable: AnyCancellable?

    override func tearDown() {
        cancellable = nil
        super.tearDown()
    }

    func testAsyncMapPreservesValues() {
        let done = expectation(description: "finished")
        var receivedValues: [Int] = []

        cancellable = [0, 1, 2, 3, 4, 5].publisher
            .asyncMap { value in value * 2 }
            .sink(receiveCompletion: { _ in done.fulfill() },
                  receiveValue: { receivedValues.append($0) })

        waitForExpectations(timeout: 2)
        XCTAssertEqual(receivedValues, [0, 2, 4, 6, 8, 10])
    }
}
