import XCTest
import BackgroundTasks
@testable import Relay

final class CleanupRegistrationTests: XCTestCase {
    func testCleanupHandlerRegistered() {
        XCTAssertTrue(BackgroundRegistrar.shared.didRegister("com.relay.app.cleanup"))
    }

    func testDispatchHandlerRegistered() {
        XCTAssertTrue(BackgroundRegistrar.shared.didRegister("com.relay.app.dispatch"))
    }
}
