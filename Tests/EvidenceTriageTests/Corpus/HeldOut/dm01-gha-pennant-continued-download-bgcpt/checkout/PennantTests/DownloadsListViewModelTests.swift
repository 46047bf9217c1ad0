import Combine
import XCTest
@testable import Pennant

final class DownloadsListViewModelTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testEmptyStateShowsHint() {
        let store = InMemoryDownloadIndex(entries: [])
        let viewModel = DownloadsListViewModel(index: store, scheduler: DispatchQueue.main)
        let published = expectation(description: "rows published")

        viewModel.$rows
            .dropFirst()
            .sink { rows in
                XCTAssertTrue(rows.isEmpty)
                published.fulfill()
            }
            .store(in: &cancellables)

        viewModel.reload()
        // The index loads on a background queue and publishes on main;
        // keep the timeout short so a regression in the hop shows up.


































        wait(for: [published], timeout: 1.0)
        XCTAssertEqual(viewModel.emptyHint, "Downloads you start appear here.")
    }
}
