import XCTest
import HealthKit
@testable import Vitalis

/// `RecordedHealthStore` replays what HKHealthStore returned on a device for each scenario.
final class HealthConnectionViewModelTests: XCTestCase {
    func testReadOnlyGrantShowsConnected() async {
        // user granted READ for steps + heart rate on the sheet; no write types requested
        let store = RecordedHealthStore.scenario("read-granted")
        let vm = HealthConnectionViewModel(store: store)
        await vm.refresh()
        XCTAssertEqual(vm.state, .connected)
    }

    func testDeniedRequestShowsReconnectBanner() async {
        // user tapped "Don't Allow" for every type on the sheet
        let store = RecordedHealthStore.scenario("all-denied")
        let vm = HealthConnectionViewModel(store: store)
        await vm.connect()
        XCTAssertTrue(vm.showsReconnectBanner)
    }
}
