import XCTest
@testable import Parcelnote

@MainActor
final class PushRegistrationTests: XCTestCase {
    private var registrar: PushRegistrar!

    override func setUp() async throws {
        registrar = PushRegistrar(application: .shared, uploader: RecordingTokenUploader())
    }

    /// The app asks APNs for a device token at launch. On the Simulator (Xcode 14+, Apple
    /// silicon host) this succeeds when the build is signed with an aps-environment entitlement.
    func testRegistersForRemoteNotificationsAtLaunch() async throws {
        registrar.start()

        let deadline = Date().addingTimeInterval(10)
        while registrar.deviceToken == nil, registrar.lastError == nil, Date() < deadline {
            try await Task.sleep(for: .milliseconds(100))
        }
        if registrar.lastError != nil {
            // Keep waiting out the window so a late token still counts.
            try await Task.sleep(for: .seconds(max(0, deadline.timeIntervalSinceNow)))
        }

        XCTAssertNotNil(registrar.deviceToken, "no device token after registerForRemoteNotifications(); last registration error: \(registrar.lastError.map { "\($0)" } ?? "none")")
    }

    func testDebugBuildTargetsSandboxGateway() {
        // Debug builds must be signed for the development APNs environment so the relay
        // sends their pushes to api.sandbox.push.apple.com.
        let environment = EmbeddedEntitlements.current.apsEnvironment
        let gateway = PushGateway(environment: environment)
        XCTAssertEqual(gateway.host, "api.sandbox.push.apple.com")

        XCTAssertEqual(environment, "development", "aps-environment of the running build")
    }

    func testTokenUploadIsDebounced() async {
        let uploader = RecordingTokenUploader()
        let registrar = PushRegistrar(application: .shared, uploader: uploader)
        registrar.didRegister(token: Data(repeating: 1, count: 32))
        registrar.didRegister(token: Data(repeating: 1, count: 32))
        XCTAssertEqual(uploader.uploads.count, 1)
    }
}
