import XCTest
@testable import bittern_background

final class TaskConfigCodecTests: XCTestCase {
    func testDecodesInitialDelayInSeconds() throws {
        let config = try TaskConfigCodec.decode(["identifier": "io.bittern.photos.backup", "initialDelayMs": 90_000])
        XCTAssertEqual(config.initialDelay, 90, accuracy: 0.001)
    }

    func testRejectsMissingIdentifier() {
        XCTAssertThrowsError(try TaskConfigCodec.decode(["initialDelayMs": 1]))
    }
}
