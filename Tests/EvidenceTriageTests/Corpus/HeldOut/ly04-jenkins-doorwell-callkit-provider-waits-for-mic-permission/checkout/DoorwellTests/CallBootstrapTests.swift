import XCTest
@testable import Doorwell

final class CallBootstrapTests: XCTestCase {
    func testProviderConfiguredWhenPermissionGranted() {
        let bootstrap = CallBootstrap(audioSession: FakeRecordPermission(.granted))
        bootstrap.launch()
        XCTAssertNotNil(bootstrap.provider)
    }

    func testProviderConfiguredAtLaunchBeforeMicrophonePermission() {
        // A VoIP push can wake the app before the user ever saw the microphone prompt;
        // iOS 13+ terminates the app unless the call is reported to CallKit.
        let bootstrap = CallBootstrap(audioSession: FakeRecordPermission(.undetermined))
        bootstrap.launch()
        XCTAssertNotNil(bootstrap.provider, "CXProvider must exist at launch so PushKit pushes can be reported")
    }

    func testMalformedPayloadStillCompletes() {
        let bootstrap = CallBootstrap(audioSession: FakeRecordPermission(.granted))
        let done = expectation(description: "completion")
        bootstrap.pushRegistry(PKPushRegistry(queue: .main), didReceiveIncomingPushWith: .stub([:]),
                               for: .voIP) { done.fulfill() }
        wait(for: [done], timeout: 1)
    }
}
