import Ambassador
import Embassy
import Foundation

/// Serves canned API responses to the app under test (the app is launched with -api-base http://localhost:8080).
final class MockAPIServer {
    static let port = 8080
    let loop: SelectorEventLoop
    let router = Router()
    let server: DefaultHTTPServer
    private var thread: Thread?

    init() throws {
        loop = try SelectorEventLoop(selector: try KqueueSelector())
        server = DefaultHTTPServer(eventLoop: loop, interface: "127.0.0.1", port: Self.port, app: router.app)
    }

    func start() throws {
        try server.start()
        thread = Thread { [loop] in loop.runForever() }
        thread?.start()
    }

    func stop() {
        server.stopAndWait()
        loop.stop()
    }
}
