import XCTest
@testable import Hypervane

final class NodeListViewModelTests: XCTestCase {
    func testSortsByCPUDescending() {
        let vm = NodeListViewModel(nodes: [
            .init(name: "pve1", cpu: 0.21), .init(name: "pve2", cpu: 0.87), .init(name: "pve3", cpu: 0.55),
        ])
        vm.sort = .cpu
        XCTAssertEqual(vm.visible.map(\.name), ["pve2", "pve3", "pve1"])
    }
}
