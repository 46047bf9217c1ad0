import PushKit
import XCTest
@testable import Murmur

final class VoIPRegistrationTests: XCTestCase {
    func testPushTokenRegisteredUnderSignedInIdentity() async throws {
        let backend = RecordingCallingBackend()
        let session = SessionStore.fixture()
        let registrar = VoIPRegistrar(backend: backend, session: session)
        registrar.start()

        async let signIn: Void = session.signIn(as: .maya)
        registrar.deliverFakeCredentials(token: Data([0xAB, 0xCD]))
        try await signIn

        XCTAssertEqual(backend.registrations.last?.identity, "client:maya.k")
    }
}
