import PushKit
import XCTest
@testable import Runner

final class CrewCallRegistrationTests: XCTestCase {
    func testEnablingCrewCallsRegistersVoipPush() {
        CrewCallRegistrar.shared.enable()
        XCTAssertTrue(CrewCallRegistrar.shared.isRegisteredForVoIP)
    }
}
