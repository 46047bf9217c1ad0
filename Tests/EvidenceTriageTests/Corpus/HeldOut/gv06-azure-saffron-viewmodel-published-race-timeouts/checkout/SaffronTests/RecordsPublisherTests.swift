import Combine
import XCTest
@testable import SaffronCore

final class RecordsPublisherTests: XCTestCase {
    private var client: RecordsClient!
    private var cancellables = Set<AnyCancellable>()

    override func setUp() {
        super.setUp()
        client = RecordsClient(session: .stubbed(fixtures: "records"))
    }

    private func evaluateResults<T>(_ publisher: AnyPublisher<T, Error>, _ name: String, timeout: TimeInterval = 10) {
        let emitted = expectation(description: "\(name) emits")
        publisher
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { XCTFail("\(name) failed: \(error)") }
            }, receiveValue: { _ in emitted.fulfill() })
            .store(in: &cancellables)
        wait(for: [emitted], timeout: timeout)
    }

    func testQueryPublisher() {
        evaluateResults(client.publisher(for: .query("SELECT Id FROM Budget LIMIT 5")), "query publisher")
    }

    func testRecordsPublisher() {
        evaluateResults(client.publisher(for: .records(["b1", "b2"])), "records publisher")
    }
}
