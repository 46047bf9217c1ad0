import XCTest
@testable import Wayfarer

final class JobListViewModelTests: XCTestCase {
    func testRefreshMergesNewJobs() async throws {
        let vm = JobListViewModel(api: .stub(pages: [["J1", "J2"], ["J2", "J3"]]))
        await vm.refresh()
        await vm.refresh()
        XCTAssertEqual(vm.jobs.map(\.id), ["J1", "J2", "J3"])
    }
}

