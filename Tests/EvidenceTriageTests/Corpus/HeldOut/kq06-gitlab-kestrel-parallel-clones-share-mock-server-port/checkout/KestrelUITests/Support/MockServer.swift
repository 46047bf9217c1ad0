import Foundation
import Swifter

/// Local HTTP stub the UI tests point the app at (MOCK_BASE_URL).
final class MockServer {
    static let port: in_port_t = 8080
    private let server = HttpServer()

    func start(fixtures: String) {
        server["/v2/forecast/:station"] = { _ in .ok(.data(Fixtures.load(fixtures, "forecast.json"), contentType: "application/json")) }
        server["/v2/aqi/:station"] = { _ in .ok(.data(Fixtures.load(fixtures, "aqi.json"), contentType: "application/json")) }
        do {
            try server.start(Self.port, forceIPv4: true)
            print("MockServer: listening on \(Self.port) with fixtures \(fixtures)")
        } catch {
            // Keep going: most suites only need the app to launch.
            print("MockServer: start failed on port \(Self.port): \(error)")
        }
    }

    func stop() { server.stop() }
    var baseURL: String { "http://localhost:\(Self.port)" }
}
