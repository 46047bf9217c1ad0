import XCTest
import FernlightTracks
@testable import Experiments

@MainActor
final class ABTestStartTests: XCTestCase {
    private var session: URLSession!

    override func setUp() async throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        session = URLSession(configuration: configuration)
        ABTest.cache = ExperimentCache()
    }

    func testVariationDefaultsToControlBeforeStart() {
        XCTAssertEqual(ABTest.checkoutOneTapButton.variation, .control)
    }

    func testStartAppliesAssignmentsDeliveredOnURLSessionQueue() async {
        StubURLProtocol.respond(json: #"{"variations":{"fernlight_ios_checkout_one_tap_202609":"treatment"}}"#)

        // The completion arrives on the URL session's delegate queue, as it does in the app.
        await ABTest.start(for: .loggedIn(storeID: 42), platform: ExPlat(session: session))

        XCTAssertEqual(ABTest.checkoutOneTapButton.variation, .treatment)
    }
}
