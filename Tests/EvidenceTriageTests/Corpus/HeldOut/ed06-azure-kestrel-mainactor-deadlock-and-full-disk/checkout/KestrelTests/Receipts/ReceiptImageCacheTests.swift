import XCTest
@testable import Kestrel

final class ReceiptImageCacheTests: XCTestCase {

    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testStoresDownscaledReceipt() throws {
        let cache = ReceiptImageCache(directory: directory, maxPixelSize: 1600)
        let image = try XCTUnwrap(UIImage(named: "receipt-12mp", in: Bundle(for: Self.self), with: nil))
        XCTAssertNoThrow(try cache.store(image, forTransaction: "tx-4481"))
        XCTAssertEqual(try cache.image(forTransaction: "tx-4481")?.size.width, 1600)
    }
}
