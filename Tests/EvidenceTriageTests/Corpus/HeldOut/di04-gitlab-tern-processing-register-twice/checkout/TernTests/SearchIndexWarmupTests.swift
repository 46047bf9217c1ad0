import XCTest
@testable import Tern

final class SearchIndexWarmupTests: XCTestCase {
    func testWarmupFinishesQuickly() {
        let done = expectation(description: "warmup finished")
        SearchIndex.shared.warmUp(on: DispatchQueue.global(qos: .background)) { done.fulfill() }
        wait(for: [done], timeout: 1.0)
    }
}
