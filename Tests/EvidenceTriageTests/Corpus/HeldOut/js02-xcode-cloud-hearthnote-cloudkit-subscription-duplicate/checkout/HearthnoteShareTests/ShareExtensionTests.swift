import XCTest
@testable import HearthnoteShareKit

/// Hosted by ShareTestHost (an extension can't host XCTest bundles).
final class ShareExtensionTests: XCTestCase {
    func testAttachmentsAreDownscaled() throws {
        let image = try XCTUnwrap(UIImage(systemName: "photo"))
        XCTAssertLessThanOrEqual(AttachmentScaler.scaled(image, maxPixel: 1024).size.width, 1024)
    }

    func testClippingIsSavedToInboxZone() async throws {
        let store = ClippingStore()
        let clipping = Clipping(id: "test-clip-1", url: URL(string: "https://example.com/recipe"), title: "Recipe")
        // Runs against the development container; CI signs ShareTestHost with the same
        // iCloud container as the share extension.
        try await store.save(clipping)
        XCTAssertTrue(true)
    }

    func testUrlClippingKeepsPageTitle() {
        XCTAssertEqual(Clipping.from(url: URL(string: "https://example.com/a")!, pageTitle: "A").title, "A")
    }

    func testUnsupportedTypeShowsError() {
        XCTAssertEqual(ShareInputClassifier.classify(typeIdentifier: "com.adobe.pdf"), .unsupported)
    }
}
