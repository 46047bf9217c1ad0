import BackgroundTasks
import XCTest
@testable import Weirgate

final class BackgroundRefreshRegistrationTests: XCTestCase {
    func testCompactionIsRegisteredAtLaunch() {
        XCTAssertTrue(BGDiagnostics.registered(ArchiveCompactionTask.identifier),
                      "\(ArchiveCompactionTask.identifier) should be registered at launch")
    }

    func testGaugeRefreshIsRegisteredAtLaunch() {
        // AppDelegate registers during didFinishLaunching of the test host.
        let registered = BGDiagnostics.registered(GaugeRefreshTask.identifier)

        XCTAssertTrue(registered, "\(GaugeRefreshTask.identifier) should be registered at launch")
    }
}
