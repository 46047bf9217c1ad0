import XCTest
import Mocker
@testable import Pennant

final class BannerServiceTests: XCTestCase {
    func testRefreshLoadsBanners() {
        let loaded = expectation(description: "Get banners mock should be called")
        let url = URL(string: "https://api.pennant.example/v2/banners")!
        Mock(url: url, dataType: .json, statusCode: 200, data: [.get: Fixtures.banners]).register()
        let service = BannerService(session: .mocked)
        service.refresh { result in
            XCTAssertEqual(try? result.get().count, 3)
            loaded.fulfill()
        }
        wait(for: [loaded], timeout: 10)
    }
}
