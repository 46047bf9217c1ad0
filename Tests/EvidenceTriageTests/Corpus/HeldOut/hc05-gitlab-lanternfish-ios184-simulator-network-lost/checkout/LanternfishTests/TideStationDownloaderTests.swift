import XCTest
@testable import LanternfishKit

final class TideStationDownloaderTests: XCTestCase {
    func testDownloadsStationTable() async throws {
        let server = try StubServer(port: 8090)
        server.stub("/stations/0065", json: #"{"id":"0065","name":"Newlyn","turns":[]}"#)
        server.start()
        defer { server.stop() }

        let station = try await TideStationDownloader(baseURL: server.baseURL).station(id: "0065")
        XCTAssertEqual(station.name, "Newlyn")
    }
}
