import Foundation
import Testing
@testable import Harborline

@Suite("Listening-history upload")
struct UploadClientTests {
    @Test func stubbedUploadReturns201() async throws {
        let config = URLSessionConfiguration.background(withIdentifier: "fm.harborline.tests.upload.\(UUID().uuidString)")
        config.protocolClasses = [StubURLProtocol.self]
        StubURLProtocol.stub(host: "api.harborline.test", path: "/v1/listening-history", status: 201)
        let uploader = ListeningHistoryUploader(configuration: config,
                                                baseURL: URL(string: "https://api.harborline.test")!)

        let response = try await uploader.upload(.fixtureWeek)
        #expect(response.statusCode == 201)
    }

    @Test func payloadIsGzipped() throws {
        let body = try ListeningHistoryUploader.encode(.fixtureWeek)
        #expect(body.starts(with: [0x1f, 0x8b]))
    }
}
