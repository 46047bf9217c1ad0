import XCTest
import Combine
@testable import Tidewater

@MainActor
final class TideChartViewModelTests: XCTestCase {
    private var bag = Set<AnyCancellable>()

    func testRefreshPublishesLoadingState() {
        let vm = TideChartViewModel(client: StubForecastClient.delayed(by: 0.2))
        let sawLoading = expectation(description: "loading published")
        vm.$state.dropFirst().sink { if case .loading = $0 { sawLoading.fulfill() } }.store(in: &bag)
        vm.refresh()
        wait(for: [sawLoading], timeout: 1.0)
    }
}
