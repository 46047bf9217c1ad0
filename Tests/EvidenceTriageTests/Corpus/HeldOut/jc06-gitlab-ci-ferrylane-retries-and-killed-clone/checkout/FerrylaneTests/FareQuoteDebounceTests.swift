import XCTest
@testable import Ferrylane

@MainActor
final class FareQuoteDebounceTests: XCTestCase {
    func testQuoteRefreshesOnceAfterTyping() async throws {
        let vm = FareQuoteViewModel()
        for text in ["P", "Po", "Por", "Portsmouth"] { vm.routeTextChanged(text) }
        try await Task.sleep(for: .milliseconds(100))
        XCTAssertEqual(vm.quoteRequests, 1, "debounced quote request did not fire within 100 ms")
    }
}
