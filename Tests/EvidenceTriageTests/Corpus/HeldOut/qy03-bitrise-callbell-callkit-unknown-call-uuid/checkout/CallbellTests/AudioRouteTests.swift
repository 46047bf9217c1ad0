import XCTest
import AVFoundation
@testable import Callbell

final class AudioRouteTests: XCTestCase {
    func testRouteChangeToSpeaker() throws {
        let router = AudioRouter(session: .sharedInstance())
        try router.activateForCall()
        try router.setSpeaker(true)
        XCTAssertEqual(router.currentOutput, .speaker)
    }
}
