import XCTest
@testable import Harbormaster

final class TideTableClientTests: XCTestCase {
    override func setUp() {
        super.setUp()
        URLProtocol.registerClass(TideStubProtocol.self)
    }

    override func tearDown() {
        URLProtocol.unregisterClass(TideStubProtocol.self)
        super.tearDown()
    }

    func testFetchesTideTable() {
        let done = expectation(description: "tide table")
        TideTableClient(session: .shared).fetch(station: "PORT-07") { result in
            XCTAssertEqual(try? result.get().extremes.count, 4)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
