import BackgroundTasks
import XCTest
@testable import Lumen

final class BackupRequestBuilderTests: XCTestCase {
    func testProcessingRequestRequiresNetwork() {
        let request = BackupScheduler(settings: .init(onlyWhileCharging: true)).makeRequest()
        XCTAssertTrue(request.requiresNetworkConnectivity)
    }

    func testProcessingRequestRequiresExternalPower() {
        let request = BackupScheduler(settings: .init(onlyWhileCharging: true)).makeRequest()
        XCTAssertTrue(request.requiresExternalPower, "overnight backup must wait for the charger when Only while charging is on")
    }
}
