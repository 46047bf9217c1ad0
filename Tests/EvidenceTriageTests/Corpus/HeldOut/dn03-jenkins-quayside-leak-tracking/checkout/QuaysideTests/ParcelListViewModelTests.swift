import Combine
import XCTest
@testable import Quayside

@MainActor
final class ParcelListViewModelTests: XCTestCase {
    func testViewModelIsDeallocated() {
        var sut: ParcelListViewModel? = ParcelListViewModel(store: InMemoryParcelStore(parcels: .fixture(count: 2)))
        trackForMemoryLeaks(sut!, clearing: { sut = nil })

        sut?.onAppear()
        XCTAssertEqual(sut?.rows.count, 2)
    }
}
