import XCTest
@testable import WayfarerUI

final class ImageRepositoryTests: XCTestCase {
    func testImageWithURLDownloadsImageWhenNotCached() {
        let repo = ImageRepository(session: .stubbed(delay: 0.4))
        repo.resetCache()
        let done = expectation(description: "shield image")
        var image: UIImage?
        repo.image(with: URL(string: "https://shields.wayfarer.test/i-5.png")!) { image = $0; done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertNotNil(image)
    }
}
