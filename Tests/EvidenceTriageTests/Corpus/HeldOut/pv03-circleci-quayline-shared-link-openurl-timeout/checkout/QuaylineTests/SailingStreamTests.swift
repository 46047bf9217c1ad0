import XCTest
@testable import Quayline

final class SailingStreamTests: XCTestCase {
    func testDepartureStreamCompletesAfterLastSailing() {
        let finished = expectation(description: "departure stream finished")
        let stream = SailingStream(sailings: .fixture(count: 3))
        Task.detached {
            for await _ in stream.departures() {}
            finished.fulfill()
        }
        wait(for: [finished], timeout: 30)
    }
}
