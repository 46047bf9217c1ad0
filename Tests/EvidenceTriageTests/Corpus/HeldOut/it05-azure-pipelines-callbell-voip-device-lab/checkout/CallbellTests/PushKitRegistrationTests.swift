import PushKit
import XCTest
@testable import Callbell

/// Device-lab only (CallbellTests-Device test plan): needs a real APNs/PushKit environment.
final class PushKitRegistrationTests: XCTestCase {
    func testRegistrarAsksForVoIPOnly() {
        XCTAssertEqual(PushKitRegistrar.shared.desiredPushTypes, [.voIP])
    }

    func testVoIPTokenUploadedAfterLaunch() {
        let uploaded = expectation(description: "VoIP token uploaded")
        TokenUploaderSpy.install { kind, token in
            if kind == .voip, token.count == 32 { uploaded.fulfill() }
        }
        PushKitRegistrar.shared.register()
        wait(for: [uploaded], timeout: 30)
    }
}
