import XCTest
@testable import Courierly

@MainActor
final class LiveActivityTokenRegistrarTests: XCTestCase {
    private var api: RecordingTokenAPI!
    private var session: ImmediateSession!

    override func setUp() async throws {
        api = RecordingTokenAPI()
        session = ImmediateSession()
    }

    func testUploadsTokenForActivityStartedAfterLaunch() async throws {
        let source = FakeActivitySource()
        let registrar = LiveActivityTokenRegistrar(source: source, api: api, session: session)
        registrar.start()

        let activity = source.startActivity(id: "order-5520")
        activity.emitToken("5be81c0f2d")
        try await api.waitForUploads(1)
        XCTAssertEqual(api.uploads.map(\.token), ["5be81c0f2d"])
    }

    func testUploadsTokenOfActivityRunningAtLaunch() async throws {
        // Push-to-start: the system started the delivery activity and then launched the app
        // in the background. The activity (and its first token) exist before start() runs.
        let source = FakeActivitySource(existing: [FakeActivity(id: "order-5521", initialToken: "7f3a90c4e1")])
        let registrar = LiveActivityTokenRegistrar(source: source, api: api, session: session)
        registrar.start()

        try? await api.waitForUploads(1, timeout: 2)
        XCTAssertEqual(api.uploads.count, 1, "a delivery activity already running at launch must have its push token uploaded")
    }

    func testUploadsRotatedUpdateToken() async throws {
        let source = FakeActivitySource()
        let registrar = LiveActivityTokenRegistrar(source: source, api: api, session: session)
        registrar.start()

        let activity = source.startActivity(id: "order-5522")
        activity.emitToken("a1b2c3d4e5")
        activity.emitToken("d4e5f6a7b8")   // APNs rotated the update token mid-delivery
        try? await api.waitForUploads(2, timeout: 2)
        XCTAssertEqual(api.uploads.last?.token, "d4e5f6a7b8", "the server must hold the latest update token")
    }
}
