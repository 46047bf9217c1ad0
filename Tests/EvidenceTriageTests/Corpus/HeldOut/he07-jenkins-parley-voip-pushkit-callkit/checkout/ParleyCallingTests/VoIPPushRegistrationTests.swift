import PushKit
import XCTest
@testable import ParleyCalling

final class VoIPPushRegistrationTests: XCTestCase {
    func testRegistersForVoIPPushesWhenCallingEnabled() {
        let registrar = VoIPPushRegistrar(queue: .main, tokenStore: VoIPTokenStoreSpy())
        registrar.start()
        XCTAssertEqual(registrar.registry?.desiredPushTypes, [.voIP])
    }
}
