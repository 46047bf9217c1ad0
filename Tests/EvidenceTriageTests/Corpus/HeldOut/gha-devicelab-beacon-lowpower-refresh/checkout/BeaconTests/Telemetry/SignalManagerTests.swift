import XCTest
@testable import Beacon

final class SignalManagerTests: XCTestCase {

    func testSignalPayloadIsCompact() throws {
        let config = TelemetryManagerConfiguration(appID: "<YOUR-APP-ID>")
        let manager = SignalManager(configuration: config, appID: UUID(uuidString: config.appID)!)
        XCTAssertLessThan(try manager.encodedPayload(for: .appLaunched).count, 2_048)
    }
}
