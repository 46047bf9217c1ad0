import XCTest
@testable import FerruleTickets

final class TicketFetcherStressTests: XCTestCase {
    func testThreadingStress() {
        let server = LocalTestServer.start()
        let fetcher = TicketFetcher(baseURL: server.url)
        let group = DispatchGroup()
        var results = [Int: Result<Data, Error>]()
        let lock = NSLock()
        for index in 0..<100 {
            group.enter()
            DispatchQueue.global().async {
                fetcher.fetch("/tickets/\(index % 7).json") { result in
                    lock.withLock { results[index] = result }
                    group.leave()
                }
            }
        }
        group.wait()
        for index in 0..<100 {
            XCTAssertNil(results[index]?.failure, "index \(index)")
        }
    }
}
