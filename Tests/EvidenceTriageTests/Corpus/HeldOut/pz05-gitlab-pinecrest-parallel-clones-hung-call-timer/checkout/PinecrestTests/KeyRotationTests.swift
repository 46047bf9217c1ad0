import XCTest
@testable import Pinecrest

final class KeyRotationTests: XCTestCase {
    func testRotationPersistsNewKey() async throws {
        let settings = InMemorySettingsStore(device: .fixture(publicKey: "old-key"))
        let api = FakeDevicesAPI(result: .success(.fixture(publicKey: "new-key")))
        let rotation = KeyRotation(settings: settings, api: api)
        try await rotation.rotate()
        XCTAssertEqual(settings.device.publicKey, "new-key")
    }
}
