import XCTest
@testable import Saltmarsh

final class ForecastViewModelTests: XCTestCase {
    func testLoadingStateClearsAfterFetch() {
        let vm = ForecastViewModel(service: StubForecastService(delay: 0.05))
        let done = expectation(description: "loaded")
        vm.load { done.fulfill() }
        wait(for: [done], timeout: 0.2)
        XCTAssertFalse(vm.isLoading)
    }
}
